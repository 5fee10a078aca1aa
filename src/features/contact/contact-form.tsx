import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button/button-class';
import { WhatsAppIcon } from '@/components/icons/icons';
import { useOnlineStatus } from './use-online-status';
import { contactFields, contactLimits, type ContactField } from './contact-fields';
import { useContactDraft } from './use-contact-draft';
import { buildWhatsAppLink } from './whatsapp-link';
import styles from './contact.module.css';

const inputs = [
  { field: 'name', type: 'text', autoComplete: 'name' },
  { field: 'country', type: 'text', autoComplete: 'country-name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'whatsapp', type: 'tel', autoComplete: 'tel' },
] as const;

/**
 * The contact form. Sending hands the message to WhatsApp in a new tab; nothing reaches a server
 * of ours. Checks are the browser's own (name required, email format).
 */
export type ContactFormProps = { whatsappNumber: string };

export function ContactForm({ whatsappNumber }: ContactFormProps) {
  const { t } = useTranslation('contact');
  const online = useOnlineStatus();
  const { values, setValues, reset } = useContactDraft();
  const [sent, setSent] = useState(false);

  const change =
    (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues({ ...values, [field]: event.target.value });
      setSent(false);
    };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const labels = Object.fromEntries(
      contactFields.map((field) => [field, t(`fields.${field}.label`)]),
    ) as Record<ContactField, string>;
    window.open(buildWhatsAppLink(whatsappNumber, values, labels), '_blank', 'noopener,noreferrer');
    reset();
    setSent(true);
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      <div className={styles.fields}>
        {inputs.map(({ field, type, autoComplete }) => (
          <div key={field} className={styles.field}>
            <div className={styles.labelRow}>
              <label htmlFor={`contact-${field}`} className={styles.label}>
                {t(`fields.${field}.label`)}
              </label>
              {field === 'name' && (
                <span className={styles.required} aria-hidden="true">
                  {t('required')}
                </span>
              )}
            </div>
            <input
              id={`contact-${field}`}
              name={field}
              type={type}
              autoComplete={autoComplete}
              inputMode={type === 'tel' ? 'tel' : undefined}
              required={field === 'name'}
              maxLength={contactLimits[field]}
              placeholder={t(`fields.${field}.placeholder`)}
              value={values[field]}
              onChange={change(field)}
              className={styles.input}
            />
          </div>
        ))}
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor="contact-thoughts" className={styles.label}>
            {t('fields.thoughts.label')}
          </label>
          <textarea
            id="contact-thoughts"
            name="thoughts"
            rows={5}
            maxLength={contactLimits.thoughts}
            placeholder={t('fields.thoughts.placeholder')}
            value={values.thoughts}
            onChange={change('thoughts')}
            aria-describedby="contact-thoughts-counter"
            className={styles.input}
          />
          <p id="contact-thoughts-counter" className={styles.counter}>
            {t('counter', { used: values.thoughts.length, max: contactLimits.thoughts })}
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
