// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftStorageKey } from './contact-draft';
import { fieldIdPrefix } from './contact-fields';
import { forgetSentDraft, saveTypedToDraft } from './draft-typed';
import { sentMarker } from './send-to-whatsapp';

const saved = () => JSON.parse(localStorage.getItem(draftStorageKey) ?? 'null') as unknown;

function form() {
  document.body.innerHTML = `
    <form><input id="contact-name" /><textarea id="contact-thoughts"></textarea></form>
    <input id="contact-country" />`;
  const field = (id: string) => document.getElementById(id) as HTMLInputElement;
  return field;
}

const type = (field: HTMLInputElement, value: string) => {
  field.value = value;
  const event = new Event('input', { bubbles: true });
  field.dispatchEvent(event);
  saveTypedToDraft(event, draftStorageKey, fieldIdPrefix);
};

describe('saveTypedToDraft', () => {
  afterEach(() => {
    localStorage.clear();
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('saves every keystroke at once, under the field name', () => {
    const field = form();
    type(field('contact-name'), 'K');
    expect(saved()).toEqual({ name: 'K' });
    type(field('contact-name'), 'Ka');
    type(field('contact-thoughts'), 'Do not lose me');
    expect(saved()).toEqual({ name: 'Ka', thoughts: 'Do not lose me' });
  });

  it('changes only the field typed into, keeping the rest of a draft not yet restored', () => {
    localStorage.setItem(draftStorageKey, JSON.stringify({ name: 'Ewa', thoughts: 'Sklep' }));
    type(form()('contact-thoughts'), 'Sklep z kawą');
    expect(saved()).toEqual({ name: 'Ewa', thoughts: 'Sklep z kawą' });
  });

  it('forgets a draft whose fields are all blank, and replaces a damaged one', () => {
    const field = form();
    localStorage.setItem(draftStorageKey, '{not json');
    type(field('contact-name'), 'A');
    expect(saved()).toEqual({ name: 'A' });
    type(field('contact-name'), '  ');
    expect(localStorage.getItem(draftStorageKey)).toBeNull();
  });

  it('ignores fields outside a form or of another prefix', () => {
    type(form()('contact-country'), 'Polska');
    expect(localStorage.getItem(draftStorageKey)).toBeNull();
  });

  it('never throws when storage is full or blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => type(form()('contact-name'), 'Ewa')).not.toThrow();
  });
});

describe('forgetSentDraft', () => {
  afterEach(() => localStorage.clear());

  it('forgets the draft once the form carries the sent marker, and only then', () => {
    localStorage.setItem(draftStorageKey, JSON.stringify({ name: 'Ewa' }));
    const sentForm = document.createElement('form');
    forgetSentDraft(new Event('submit'), draftStorageKey, sentMarker);
    const unsent = new Event('submit');
    Object.defineProperty(unsent, 'target', { value: sentForm });
    forgetSentDraft(unsent, draftStorageKey, sentMarker);
    expect(saved()).toEqual({ name: 'Ewa' });
    Reflect.set(sentForm, sentMarker, true);
    const sent = new Event('submit');
    Object.defineProperty(sent, 'target', { value: sentForm });
    forgetSentDraft(sent, draftStorageKey, sentMarker);
    expect(localStorage.getItem(draftStorageKey)).toBeNull();
  });
});
