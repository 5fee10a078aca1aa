import type { site } from '@/config/site';

type Site = typeof site;

/** The contact form's fields, in the order the WhatsApp message lists them. */
export const contactFields = ['name', 'country', 'email', 'whatsapp', 'thoughts'] as const;

export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;

/** Generous limits that still keep the message (and its wa.me link) a sensible size. */
export const contactLimits = {
  name: 100,
  country: 60,
  email: 254,
  whatsapp: 24,
  thoughts: 2000,
} as const satisfies Record<ContactField, number>;

export const emptyContactValues: ContactValues = {
  name: '',
  country: '',
  email: '',
  whatsapp: '',
  thoughts: '',
};

/** The studio's details the section needs: src/config/site.ts's `site`, handed down by the route. */
export type StudioContacts = Pick<Site, 'whatsappNumber' | 'email' | 'phoneDisplay'>;

/**
 * The email and phone links, as src/config/site.ts builds them for the footer (a unit test keeps
 * the two equal). Importing them from there would move the site's config out of the main bundle
 * into a chunk shared with this lazily loaded section.
 */
export function contactLinks({ email, phoneDisplay }: StudioContacts) {
  return {
    emailHref: `mailto:${email}`,
    phoneHref: `tel:+${phoneDisplay.replace(/\D/g, '')}`,
    phoneText: phoneDisplay.replace(/ /g, '\u00a0'),
  };
}
