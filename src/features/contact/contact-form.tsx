import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button/button-class';
import { WhatsAppIcon } from '@/components/icons/icons';
import { whatsappHref } from '@/config/site';
import { useOnline } from '@/lib/use-online';
import { contactLimits, fieldId } from './contact-fields';
import { countPlaceholder } from './count-typed';
import { sendContactToWhatsApp, sentMarker } from './send-to-whatsapp';
import { useContactDraft } from './use-contact-draft';
import styles from './contact.module.css';

const inputs = [
  { field: 'name', type: 'text', autoComplete: 'name' },
  { field: 'country', type: 'text', autoComplete: 'country-name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'whatsapp', type: 'tel', autoComplete: 'tel' },
] as const;

/**
 * The contact form. Sending hands the message to WhatsApp in a new tab; nothing reaches a server
 * of ours. Checks are the browser's own (name required, email format). Without JavaScript the
 * form itself goes to wa.me, carrying only the message (the one field with a name); with it, the
 * page's submit listener (send-to-whatsapp.ts) sends every labelled field, and the app then
 * forgets the draft and says the message went out.
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const online = useOnline();
  const formRef = useRef<HTMLFormElement>(null);
  const { thoughtsLength, sent, changed, submitted } = useContactDraft(formRef);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Every built page has the listener inlined (contactFormScript), and it has already run by
    // now; the development server's pages are not prerendered, so there the app runs it itself.
    if (import.meta.env.DEV) sendContactToWhatsApp(event.nativeEvent, sentMarker);
    submitted();
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      action={whatsappHref}
      method="get"
      target="_blank"
      rel="noopener noreferrer"
      onSubmit={submit}
      onChange={changed}
    >
      <div className={styles.fields}>
        {inputs.map(({ field, type, autoComplete }) => (
          <div key={field} className={styles.field}>
            <div className={styles.labelRow}>
              <label htmlFor={fieldId(field)} className={styles.label}>
                {t(`fields.${field}.label`)}
              </label>
              {field === 'name' && (
                <span className={styles.required} aria-hidden="true">
                  {t('required')}
                </span>
              )}
            </div>
            <input
              id={fieldId(field)}
              type={type}
              autoComplete={autoComplete}
              inputMode={type === 'tel' ? 'tel' : undefined}
              required={field === 'name'}
              maxLength={contactLimits[field]}
              placeholder={t(`fields.${field}.placeholder`)}
              className={styles.input}
            />
          </div>
        ))}
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor={fieldId('thoughts')} className={styles.label}>
            {t('fields.thoughts.label')}
          </label>
          <textarea
            id={fieldId('thoughts')}
            name="text"
            rows={5}
            maxLength={contactLimits.thoughts}
            placeholder={t('fields.thoughts.placeholder')}
            aria-describedby="contact-thoughts-counter"
            className={styles.input}
          />
          {/* The page's script (count-typed.ts) counts what is typed before the app, so the app
              may hydrate a count other than the prerendered 0; it keeps that text until it
              renders its own, equal count. */}
          <p
            id="contact-thoughts-counter"
            className={styles.counter}
            data-template={t('counter', { used: countPlaceholder, max: contactLimits.thoughts })}
            suppressHydrationWarning
          >
            {t('counter', { used: thoughtsLength, max: contactLimits.thoughts })}
          </p>
        </div>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary', styles.submit)}>
          <WhatsAppIcon />
          {t('submit')}
        </button>
        <p className={styles.hint}>{t('draftNote')}</p>
      </div>
      <div className={styles.notes} aria-live="polite">
        {!online && (
          <p className={styles.offline} data-contact-note="offline">
            {t('offline')}
          </p>
        )}
        {sent && (
          <p className={styles.sent} data-contact-note="sent">
            {t('sent')}
          </p>
        )}
      </div>
    </form>
  );
}
