import { useEffect, useState } from 'react';
import { emptyContactValues, type ContactValues } from './contact-fields';
import { clearDraft, draftStorage, readDraft, writeDraft } from './contact-draft';

const saveDelay = 400;

type DraftState = { values: ContactValues; restored: boolean };

/**
 * The form's values, kept as a draft on this device. The draft is read in an effect, after
 * hydration, so the prerendered (empty) form and the first client render always match; it is
 * written a moment after the visitor stops typing.
 */
export function useContactDraft() {
  const [{ values, restored }, setState] = useState<DraftState>({
    values: emptyContactValues,
    restored: false,
  });

  useEffect(() => {
    const draft = readDraft(draftStorage());
    // Storage is outside React and unavailable to the prerender: it can only be read here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState((state) => ({ values: draft ?? state.values, restored: true }));
  }, []);

  useEffect(() => {
    if (!restored) return;
    const timer = window.setTimeout(() => writeDraft(draftStorage(), values), saveDelay);
    return () => window.clearTimeout(timer);
  }, [values, restored]);

  const setValues = (next: ContactValues) => setState({ values: next, restored: true });
  const reset = () => {
    clearDraft(draftStorage());
    setValues(emptyContactValues);
  };

  return { values, setValues, reset };
}
