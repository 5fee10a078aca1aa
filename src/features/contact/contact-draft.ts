import { contactFields, contactLimits, type ContactValues } from './contact-fields';

/** Where an unsent contact form waits between visits (this device only). */
export const draftStorageKey = 'kreska-studio:contact-draft';

/** localStorage, or nothing where the browser refuses it (privacy modes, blocked storage). */
export function draftStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The saved draft, trimmed to the field limits; null when there is none or it is unreadable. */
export function readDraft(storage: Storage | undefined): ContactValues | null {
  try {
    const raw = storage?.getItem(draftStorageKey);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    const draft = {} as ContactValues;
    for (const field of contactFields) {
      const value = record[field];
      draft[field] = typeof value === 'string' ? value.slice(0, contactLimits[field]) : '';
    }
    return contactFields.some((field) => draft[field]) ? draft : null;
  } catch {
    return null;
  }
}

/** Saves the draft, or forgets it when every field is empty. Storage errors are ignored. */
export function writeDraft(storage: Storage | undefined, values: ContactValues): void {
  try {
    if (contactFields.some((field) => values[field].trim())) {
      storage?.setItem(draftStorageKey, JSON.stringify(values));
    } else {
      storage?.removeItem(draftStorageKey);
    }
  } catch {
    // A full or blocked storage only costs the draft, never the form.
  }
}

export function clearDraft(storage: Storage | undefined): void {
  try {
    storage?.removeItem(draftStorageKey);
  } catch {
    // Nothing to clear.
  }
}
