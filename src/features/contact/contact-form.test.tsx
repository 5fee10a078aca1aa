import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { draftStorageKey } from './contact-draft';
import { ContactForm } from './contact-form';

describe('ContactForm', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('hands the message to WhatsApp in a new tab, with Polish labels, and forgets the draft', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderWithApp(<ContactForm whatsappNumber="48500000000" />, { language: 'pl' });
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
    renderWithApp(<ContactForm whatsappNumber="48500000000" />);
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
    renderWithApp(<ContactForm whatsappNumber="48500000000" />);
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
    renderWithApp(<ContactForm whatsappNumber="48500000000" />);
    expect(await screen.findByText(/You're offline/)).toBeTruthy();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(/You're offline/)).toBeNull();
  });
});
