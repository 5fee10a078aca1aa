// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactFields, emptyContactValues, fieldId, type ContactValues } from './contact-fields';
import { contactFormScript } from './contact-form-script';
import { draftStorageKey } from './contact-draft';
import { sendContactToWhatsApp, sentMarker } from './send-to-whatsapp';

const labels = {
  name: 'Imię i nazwisko',
  country: 'Kraj',
  email: 'E-mail',
  whatsapp: 'Numer WhatsApp',
  thoughts: 'Twoje przemyślenia',
};

const filled: ContactValues = {
  name: 'Zażółć Gęślą',
  country: 'Polska',
  email: 'jaźń@example.pl',
  whatsapp: '+48 600 100 200',
  thoughts: 'Sklep z ceramiką.\nStart w maju.',
};

/** The contact form as the page has it: labelled fields, only the message named `text`. */
function contactForm(values: ContactValues, action = 'https://wa.me/48500000000') {
  const form = document.createElement('form');
  form.setAttribute('action', action);
  for (const field of contactFields) {
    const label = document.createElement('label');
    label.htmlFor = fieldId(field);
    label.textContent = labels[field];
    const input = document.createElement(field === 'thoughts' ? 'textarea' : 'input');
    input.id = fieldId(field);
    if (field === 'thoughts') input.name = 'text';
    input.value = values[field];
    form.append(label, input);
  }
  document.body.append(form);
  return form;
}

/** Submits the form as the browser does after its checks; returns the submit event. */
function submit(form: HTMLFormElement) {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
}

/** The link window.open was given, and the message it carries, decoded again. */
function opened(open: ReturnType<typeof vi.fn>) {
  const link = String(open.mock.calls[0]?.[0] ?? '');
  return { link, message: new URL(link).searchParams.get('text') ?? '' };
}

/** Hands `values` over through the listener and returns what window.open got. */
function send(values: ContactValues, action?: string) {
  const form = contactForm(values, action);
  form.addEventListener('submit', (event) => sendContactToWhatsApp(event, sentMarker));
  submit(form);
  return opened(vi.mocked(window.open));
}

describe('sendContactToWhatsApp', () => {
  beforeEach(() => {
    vi.spyOn(window, 'open').mockReturnValue(null);
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('opens wa.me in a new tab with the business number and nothing but the text parameter', () => {
    const { link } = send(filled);
    expect(link.startsWith('https://wa.me/48500000000?text=')).toBe(true);
    expect([...new URL(link).searchParams.keys()]).toEqual(['text']);
    expect(window.open).toHaveBeenCalledWith(link, '_blank', 'noopener,noreferrer');
  });

  it('writes labelled lines, a blank line, then the thoughts label and text', () => {
    expect(send(filled).message).toBe(
      [
        'Imię i nazwisko: Zażółć Gęślą',
        'Kraj: Polska',
        'E-mail: jaźń@example.pl',
        'Numer WhatsApp: +48 600 100 200',
        '',
        'Twoje przemyślenia:',
        'Sklep z ceramiką.',
        'Start w maju.',
      ].join('\n'),
    );
  });

  it('encodes exactly like encodeURIComponent, so the link is the one the spec describes', () => {
    const { link, message } = send(filled);
    const text = link.slice('https://wa.me/48500000000?text='.length);
    expect(decodeURIComponent(text)).toBe(message);
    expect(text).toContain('Za%C5%BC%C3%B3%C5%82%C4%87'); // Zażółć
    expect(text).toContain('%0A%0ATwoje'); // the blank line before the thoughts
    expect(text).not.toMatch(/[\s&#?+]/);
  });

  it('keeps reserved characters, percent signs and emoji intact', () => {
    const { link, message } = send({ ...filled, thoughts: 'A & B # C? 1+1=2, 100% 🙂👍🏽' });
    expect(message.endsWith('A & B # C? 1+1=2, 100% 🙂👍🏽')).toBe(true);
    expect(link).toContain('%26'); // &
    expect(link).toContain('%23'); // #
    expect(link).toContain('%3F'); // ?
    expect(link).toContain('%2B'); // +
    expect(link).toContain('%25'); // %
    expect(link).toContain('%F0%9F%99%82'); // 🙂
    expect(new URL(link).hash).toBe('');
  });

  it('keeps the labels of empty optional fields and trims stray whitespace', () => {
    expect(send({ ...emptyContactValues, name: '  Anna  ' }).message).toBe(
      'Imię i nazwisko: Anna\nKraj:\nE-mail:\nNumer WhatsApp:\n\nTwoje przemyślenia:',
    );
  });

  it('turns Windows line breaks into plain newlines', () => {
    const form = contactForm(filled);
    // A textarea's value already normalises them; a script may still set one with \r.
    Object.defineProperty(form.querySelector('textarea'), 'value', { value: 'one\r\ntwo\rthree' });
    form.addEventListener('submit', (event) => sendContactToWhatsApp(event, sentMarker));
    submit(form);
    expect(opened(vi.mocked(window.open)).message).toMatch(/one\ntwo\nthree$/);
  });

  it('carries a very long text whole', () => {
    const thoughts = 'ąę '.repeat(700).trim();
    const { link, message } = send({ ...filled, thoughts });
    expect(message.endsWith(thoughts)).toBe(true);
    expect(link.length).toBeGreaterThan(thoughts.length * 3);
  });

  it('is pure in what it builds: the same form gives the same link', () => {
    const first = send(filled).link;
    vi.mocked(window.open).mockClear();
    document.body.replaceChildren();
    expect(send(filled).link).toBe(first);
  });

  it('takes the place of the native submission, empties the form and marks it as sent', () => {
    const form = contactForm(filled);
    form.addEventListener('submit', (event) => sendContactToWhatsApp(event, sentMarker));
    expect(submit(form).defaultPrevented).toBe(true);
    expect(Reflect.get(form, sentMarker)).toBe(true);
    expect(form.querySelector('textarea')?.value).toBe('');
  });

  it('leaves other forms and already handled submissions alone', () => {
    const other = contactForm(filled, '/search');
    other.addEventListener('submit', (event) => sendContactToWhatsApp(event, sentMarker));
    expect(submit(other).defaultPrevented).toBe(false);
    const form = contactForm(filled);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sendContactToWhatsApp(event, sentMarker);
    });
    submit(form);
    expect(window.open).not.toHaveBeenCalled();
    expect(Reflect.get(form, sentMarker)).toBeUndefined();
  });
});

describe('contactFormScript (the copy inlined into every page)', () => {
  let added: [string, EventListener][] = [];

  /** Runs the page's script text as the browser would, keeping its listeners to remove later. */
  const runScript = () => {
    const add = vi.spyOn(document, 'addEventListener');
    new Function(contactFormScript)();
    added = add.mock.calls.map(([type, listener]) => [type, listener as EventListener]);
    return add.mock.calls.map(([type, , capture]) => [type, capture]);
  };

  beforeEach(() => {
    vi.spyOn(window, 'open').mockReturnValue(null);
  });
  afterEach(() => {
    for (const [type, listener] of added) document.removeEventListener(type, listener, true);
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('listens on the document ahead of the form, once per kind of event', () => {
    expect(runScript()).toEqual([
      ['submit', true],
      ['input', true],
    ]);
  });

  it('sends what the app would, ahead of the app', () => {
    const form = contactForm(filled);
    const appSaw: boolean[] = [];
    form.addEventListener('submit', (event) => {
      appSaw.push(event.defaultPrevented);
      sendContactToWhatsApp(event, sentMarker);
    });
    runScript();
    submit(form);
    expect(appSaw).toEqual([true]);
    expect(window.open).toHaveBeenCalledTimes(1);
    expect(opened(vi.mocked(window.open)).message).toBe(
      'Imię i nazwisko: Zażółć Gęślą\nKraj: Polska\nE-mail: jaźń@example.pl\n' +
        'Numer WhatsApp: +48 600 100 200\n\nTwoje przemyślenia:\nSklep z ceramiką.\nStart w maju.',
    );
    expect(Reflect.get(form, sentMarker)).toBe(true);
  });

  it('counts the message as it is typed', () => {
    document.body.innerHTML = `
      <textarea aria-describedby="counter"></textarea>
      <p id="counter" data-template="{used} z 2000 znaków">0 z 2000 znaków</p>`;
    const field = document.querySelector('textarea') as HTMLTextAreaElement;
    runScript();
    field.value = 'Dzień dobry';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(document.getElementById('counter')?.textContent).toBe('11 z 2000 znaków');
  });

  it('saves each keystroke into the draft, and forgets the draft once the message is sent', () => {
    const form = contactForm(filled);
    runScript();
    const name = form.querySelector<HTMLInputElement>('#contact-name');
    if (!name) throw new Error('The test form has no name field.');
    name.value = 'Zażółć G';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    expect(JSON.parse(localStorage.getItem(draftStorageKey) ?? '{}')).toEqual({ name: 'Zażółć G' });
    submit(form);
    expect(localStorage.getItem(draftStorageKey)).toBeNull();
  });
});

describe('the chat number', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('keeps only the digits of the configured number in the form action', async () => {
    vi.stubEnv('VITE_WHATSAPP_NUMBER', '+48 500-000-000');
    vi.resetModules();
    const { whatsappHref } = await import('@/config/site');
    expect(whatsappHref).toBe('https://wa.me/48500000000');
  });
});
