// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFixedI18n } from '@/i18n/create-i18n';
import { renderWithApp } from '@/test/render';
import { draftStorageKey } from './contact-draft';
import { ContactForm } from './contact-form';
import { sentMarker } from './send-to-whatsapp';

function found<T>(element: T | null): T {
  if (!element) throw new Error('The form is not complete.');
  return element;
}

const storedDraft = () => JSON.parse(localStorage.getItem(draftStorageKey) ?? 'null') as unknown;

/**
 * The prerendered form in a container, for a test to act on before React hydrates it; hydrate()
 * then lets React 19 take it over as on the real page.
 */
function prerenderedForm() {
  const app = (
    <I18nextProvider i18n={createFixedI18n('en')}>
      <MemoryRouter>
        <ContactForm />
      </MemoryRouter>
    </I18nextProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(app);
  document.body.append(container);
  const field = (id: string) =>
    found(container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#contact-${id}`));
  const hydrate = async () => {
    const root = await act(async () => hydrateRoot(container, app));
    return () => act(() => root.unmount());
  };
  return { container, field, hydrate };
}

describe('ContactForm', () => {
  afterEach(() => {
    localStorage.clear();
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('keeps what was typed before hydration, saves it, and fills only empty fields from the draft', async () => {
    const consoleError = vi.spyOn(console, 'error');
    localStorage.setItem(
      draftStorageKey,
      JSON.stringify({ name: 'Ewa', country: 'Polska', thoughts: 'An old idea' }),
    );
    const user = userEvent.setup();
    const { container, field, hydrate } = prerenderedForm();
    await user.type(field('name'), 'Anna');
    await user.type(field('thoughts'), 'Hello');
    const unmount = await hydrate();

    expect(field('name').value).toBe('Anna');
    expect(field('thoughts').value).toBe('Hello');
    expect(field('country').value).toBe('Polska');
    expect(container.textContent).toContain('5 of 2000 characters');
    expect(storedDraft()).toEqual({
      name: 'Anna',
      country: 'Polska',
      email: '',
      whatsapp: '',
      thoughts: 'Hello',
    });
    // A re-render (here: the next keystroke) still never writes over the fields.
    await user.type(field('name'), '!');
    expect(field('name').value).toBe('Anna!');
    expect(field('thoughts').value).toBe('Hello');
    expect(consoleError).not.toHaveBeenCalled();
    unmount();
  });

  it('after a send before hydration, restores nothing and says the message went out', async () => {
    localStorage.setItem(
      draftStorageKey,
      JSON.stringify({ name: 'Ewa', thoughts: 'Sent already' }),
    );
    const { container, field, hydrate } = prerenderedForm();
    // What the page's submit listener leaves behind: an empty form, marked as sent.
    Reflect.set(found(container.querySelector('form')), sentMarker, true);
    const unmount = await hydrate();
    expect(field('name').value).toBe('');
    expect(field('thoughts').value).toBe('');
    expect(localStorage.getItem(draftStorageKey)).toBeNull();
    expect(Reflect.get(found(container.querySelector('form')), sentMarker)).toBeUndefined();
    expect(container.textContent).toContain('WhatsApp opened in a new tab');
    unmount();
  });

  it('is a real form for wa.me on which only the message has a name', () => {
    const { container } = renderWithApp(<ContactForm />);
    const form = found(container.querySelector('form'));
    expect(form.getAttribute('action')).toBe('https://wa.me/48500000000');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('target')).toBe('_blank');
    expect(form.getAttribute('rel')).toBe('noopener noreferrer');
    const named = [...form.elements].filter((element) => element.getAttribute('name'));
    expect(named.map((element) => element.getAttribute('name'))).toEqual(['text']);
    expect(named[0]?.id).toBe('contact-thoughts');
    for (const input of form.querySelectorAll('input')) expect(input.autocomplete).not.toBe('');
  });

  it('hands the message to WhatsApp in a new tab, with Polish labels, and forgets the draft', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderWithApp(<ContactForm />, { language: 'pl' });
    await user.type(screen.getByLabelText('Imię i nazwisko'), 'Anna');
    await user.type(screen.getByLabelText('Twoje przemyślenia'), 'Cześć & #1');
    await user.click(screen.getByRole('button', { name: 'Wyślij przez WhatsApp' }));

    const message =
      'Imię i nazwisko: Anna\nKraj:\nE-mail:\nNumer WhatsApp:\n\nTwoje przemyślenia:\nCześć & #1';
    expect(open).toHaveBeenCalledWith(
      `https://wa.me/48500000000?text=${encodeURIComponent(message)}`,
      '_blank',
      'noopener,noreferrer',
    );
    expect(screen.getByText(/WhatsApp otworzył się/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Imię i nazwisko').value).toBe('');
    expect(localStorage.getItem(draftStorageKey)).toBeNull();
  });

  it('does not hand over a form without a name (the browser check)', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderWithApp(<ContactForm />);
    const name = screen.getByLabelText<HTMLInputElement>('Name');
    expect(name.required).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Email').type).toBe('email');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your thoughts').rows).toBe(5);
    await user.click(screen.getByRole('button', { name: 'Send via WhatsApp' }));
    expect(open).not.toHaveBeenCalled();
  });

  it('restores a saved draft after mounting and keeps saving while typing', async () => {
    localStorage.setItem(draftStorageKey, JSON.stringify({ name: 'Ewa', thoughts: 'Sklep' }));
    const user = userEvent.setup();
    renderWithApp(<ContactForm />);
    const thoughts = await screen.findByDisplayValue('Sklep');
    expect(screen.getByText('5 of 2000 characters')).toBeTruthy();
    await user.type(thoughts, '!');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(draftStorageKey) ?? '{}')).toMatchObject({
        name: 'Ewa',
        thoughts: 'Sklep!',
      }),
    );
  });

  it('says so when the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithApp(<ContactForm />);
    expect(await screen.findByText(/You're offline/)).toBeTruthy();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(/You're offline/)).toBeNull();
  });
});
