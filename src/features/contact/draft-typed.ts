/**
 * Listeners that keep the contact form's draft (localStorage, this device only) as the visitor
 * types, from the first paint on, so that a reload, a crash or a closed tab at any moment keeps
 * every keystroke. Only the field typed into changes in the saved draft: the others may not have
 * been restored from it yet (the app restores them when it takes the form over). A draft whose
 * fields are all blank is forgotten, and so is one whose message has gone to WhatsApp. A full or
 * blocked storage costs only the draft, never the form.
 *
 * Self-contained (no imports, no outer names): the prerender inlines their source into every page
 * (contactFormScript).
 */
export function saveTypedToDraft(event: Event, storageKey: string, fieldIdPrefix: string): void {
  const field = event.target;
  const isField = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement;
  if (!isField || !field.form || field.id.indexOf(fieldIdPrefix) !== 0) return;
  let saved: unknown;
  try {
    saved = JSON.parse(localStorage.getItem(storageKey) || '{}');
  } catch {
    saved = {}; // A damaged draft is replaced by what is typed now.
  }
  try {
    const draft = (typeof saved === 'object' && saved !== null ? saved : {}) as Record<
      string,
      unknown
    >;
    draft[field.id.slice(fieldIdPrefix.length)] = field.value;
    const blank = Object.keys(draft).every((key) => {
      const value = draft[key];
      return typeof value !== 'string' || !value.trim();
    });
    if (blank) localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the draft.
  }
}

/** A submit listener, after the send: a message handed to WhatsApp is no longer a draft. */
export function forgetSentDraft(event: Event, storageKey: string, sentMarker: string): void {
  if (!event.target || !Reflect.get(event.target, sentMarker)) return;
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Nothing to forget.
  }
}
