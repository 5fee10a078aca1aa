// The WhatsApp link the contact form must open, spelled out from the locale files rather than
// from the app's own code: labelled lines, a blank line, then the thoughts.
import { studioWhatsAppNumber, type Language } from './fixtures';
import { text } from './pwa-support';

export type ContactEntry = {
  name: string;
  country: string;
  email: string;
  whatsapp: string;
  thoughts: string;
};

/** The message for what the visitor `filled` in, with the labels of `language`. */
export function labelledMessage(language: Language, filled: Partial<ContactEntry>): string {
  const label = (field: keyof ContactEntry) => text(language, 'contact', `fields.${field}.label`);
  const line = (field: keyof ContactEntry) => `${label(field)}: ${filled[field] ?? ''}`.trimEnd();
  return [
    line('name'),
    line('country'),
    line('email'),
    line('whatsapp'),
    '',
    `${label('thoughts')}:`,
    filled.thoughts ?? '',
  ]
    .join('\n')
    .trimEnd();
}

/** The exact wa.me link for what the visitor `filled` in. */
export const whatsAppLink = (language: Language, filled: Partial<ContactEntry>) =>
  `https://wa.me/${studioWhatsAppNumber}?text=${encodeURIComponent(labelledMessage(language, filled))}`;
