import { useEffect, useRef, useState, type RefObject } from 'react';
import { emptyContactValues, fillEmptyFields, readFormValues } from './contact-fields';
import { clearDraft, draftStorage, readDraft, writeDraft } from './contact-draft';
import { sentMarker } from './send-to-whatsapp';

const saveDelay = 400;

/**
 * Keeps the contact form as a draft on this device. The fields belong to the visitor (React
 * renders them empty and never writes their values), so text typed before the app took over
 * stays. Once the app runs it fills only the fields still empty from the saved draft, and saves
 * what the fields hold; after that it saves a moment after the visitor stops typing. A message
 * already handed to WhatsApp (the form carries the sent marker property) is not restored.
 */
export function useContactDraft(formRef: RefObject<HTMLFormElement | null>) {
  const [thoughtsLength, setThoughtsLength] = useState(0);
  const [sent, setSent] = useState(false);
  const saveTimer = useRef(0);

  /** After a send: forget the draft and say so, once per send. */
  const noticeSent = (form: HTMLFormElement) => {
    if (!Reflect.get(form, sentMarker)) return false;
    Reflect.deleteProperty(form, sentMarker);
    window.clearTimeout(saveTimer.current);
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
    return () => window.clearTimeout(saveTimer.current);
    // Runs once, when the app takes the form over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** On every change: the counter at once, the draft a moment later. */
  const changed = () => {
    const form = formRef.current;
    if (!form) return;
    setSent(false);
    setThoughtsLength(readFormValues(form).thoughts.length);
    window.clearTimeout(saveTimer.current);
    saveTimer.current = window.setTimeout(
      () => writeDraft(draftStorage(), readFormValues(form)),
      saveDelay,
    );
  };

  /** After the submit listener has run: the rest of a send, if there was one. */
  const submitted = () => {
    const form = formRef.current;
    if (form && noticeSent(form)) setThoughtsLength(0);
  };

  return { thoughtsLength, sent, changed, submitted };
}
