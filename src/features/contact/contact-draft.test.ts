// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactLimits, emptyContactValues } from './contact-fields';
import { clearDraft, draftStorageKey, readDraft, writeDraft } from './contact-draft';

const draft = {
  name: 'Anna Nowak',
  country: 'Polska',
  email: 'anna@example.com',
  whatsapp: '+48 600 100 200',
  thoughts: 'Sklep z ceramiką 🙂',
};

describe('contact draft storage', () => {
  afterEach(() => localStorage.clear());

  it('saves and restores a draft', () => {
    writeDraft(localStorage, draft);
    expect(readDraft(localStorage)).toEqual(draft);
  });

  it('forgets the draft when every field is empty, and when cleared', () => {
    writeDraft(localStorage, draft);
    writeDraft(localStorage, { ...emptyContactValues, name: '   ' });
    expect(localStorage.getItem(draftStorageKey)).toBeNull();
    writeDraft(localStorage, draft);
    clearDraft(localStorage);
    expect(readDraft(localStorage)).toBeNull();
  });

  it('ignores damaged or foreign data and fills missing fields', () => {
    localStorage.setItem(draftStorageKey, '{not json');
    expect(readDraft(localStorage)).toBeNull();
    localStorage.setItem(draftStorageKey, '"text"');
    expect(readDraft(localStorage)).toBeNull();
    localStorage.setItem(draftStorageKey, JSON.stringify({ name: 42, thoughts: 'Hi', extra: 'x' }));
    expect(readDraft(localStorage)).toEqual({ ...emptyContactValues, thoughts: 'Hi' });
  });

  it('cuts stored values to the field limits', () => {
    localStorage.setItem(draftStorageKey, JSON.stringify({ thoughts: 'x'.repeat(5000) }));
    expect(readDraft(localStorage)?.thoughts).toHaveLength(contactLimits.thoughts);
  });

  it('survives a storage that refuses to work', () => {
    const broken = {
      getItem: vi.fn(() => {
        throw new Error('SecurityError');
      }),
      setItem: vi.fn(() => {
        throw new Error('QuotaExceededError');
      }),
      removeItem: vi.fn(() => {
        throw new Error('SecurityError');
      }),
    } as unknown as Storage;
    expect(readDraft(broken)).toBeNull();
    expect(() => writeDraft(broken, draft)).not.toThrow();
    expect(() => clearDraft(broken)).not.toThrow();
    expect(readDraft(undefined)).toBeNull();
  });
});
