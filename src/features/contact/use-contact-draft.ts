import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import {
  emptyContactValues,
  fieldIdPrefix,
  fillEmptyFields,
  readFormValues,
} from './contact-fields';
import { clearDraft, draftStorage, draftStorageKey, readDraft, writeDraft } from './contact-draft';
import { saveTypedToDraft } from './draft-typed';
import { sentMarker } from './send-to-whatsapp';

/**
 * Keeps the contact form as a draft on this device. The fields belong to the visitor (React
 * renders them empty and never writes their values), so text typed before the app took over
 * stays. Every keystroke is saved as it is typed by the page's own listener (draft-typed.ts,
 * inlined into every page), before and after the app. Once the app runs it fills only the fields
 * still empty from the saved draft, and saves what the fields then hold. A message already handed
 * to WhatsApp (the form carries the sent marker property) is not restored.
 */
export function useContactDraft(formRef: RefObject<HTMLFormElement | null>) {
  const [thoughtsLength, setThoughtsLength] = useState(0);
  const [sent, setSent] = useState(false);

  /** After a send: forget the draft and say so, once per send. */
  const noticeSent = (form: HTMLFormElement) => {
    if (!Reflect.get(form, sentMarker)) return false;
    Reflect.deleteProperty(form, sentMarker);
    clearDraft(draftStorage());
    setSent(true);
    return true;
  };

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const storage = draftStorage();
    // Storage and the fields' live values are outside React and unknown to the prerender: they
    // can only be read here, after hydration.
    if (!noticeSent(form)) fillEmptyFields(form, readDraft(storage) ?? emptyContactValues);
    const values = readFormValues(form);
    writeDraft(storage, values);
    setThoughtsLength(values.thoughts.length);
    // Runs once, when the app takes the form over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** On every change: the counter. */
  const changed = (event: FormEvent<HTMLFormElement>) => {
    const form = formRef.current;
    if (!form) return;
    // The development server's pages are not prerendered: there the app saves the draft itself.
    if (import.meta.env.DEV) saveTypedToDraft(event.nativeEvent, draftStorageKey, fieldIdPrefix);
    setSent(false);
    setThoughtsLength(readFormValues(form).thoughts.length);
  };

  /** After the submit listener has run: the rest of a send, if there was one. */
  const submitted = () => {
    const form = formRef.current;
    if (form && noticeSent(form)) setThoughtsLength(0);
  };

  return { thoughtsLength, sent, changed, submitted };
}
