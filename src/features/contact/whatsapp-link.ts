import { contactFields, type ContactField, type ContactValues } from './contact-fields';

/**
 * The click-to-chat link for a filled-in contact form: labelled lines for name, country, email and
 * WhatsApp number, a blank line, then the thoughts label and text, URL-encoded into wa.me's `text`.
 * Labels come in the visitor's language. Pure: same input, same link.
 */
export function buildWhatsAppLink(
  phoneNumber: string,
  values: ContactValues,
  labels: Record<ContactField, string>,
): string {
  const clean = (field: ContactField) => values[field].replace(/\r\n?/g, '\n').trim();
  const details = contactFields
    .filter((field) => field !== 'thoughts')
    .map((field) => `${labels[field]}: ${clean(field)}`.trimEnd());
  const message = [...details, '', `${labels.thoughts}:`, clean('thoughts')].join('\n').trimEnd();
  return `https://wa.me/${phoneNumber.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}
