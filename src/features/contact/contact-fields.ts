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
