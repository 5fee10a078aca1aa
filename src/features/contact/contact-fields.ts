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

/** The start of every field's id; the rest is the field's name (the draft's key). */
export const fieldIdPrefix = 'contact-';

export const fieldId = (field: ContactField) => `${fieldIdPrefix}${field}`;

function fieldOf(form: HTMLFormElement, field: ContactField) {
  return form.elements.namedItem(fieldId(field)) as HTMLInputElement | HTMLTextAreaElement | null;
}

/** What the form's fields hold right now (the fields are the visitor's: React never sets them). */
export function readFormValues(form: HTMLFormElement): ContactValues {
  const values = { ...emptyContactValues };
  for (const field of contactFields) values[field] = fieldOf(form, field)?.value ?? '';
  return values;
}

/** Puts saved values into the fields that are still empty, never over what the visitor typed. */
export function fillEmptyFields(form: HTMLFormElement, values: ContactValues): void {
  for (const field of contactFields) {
    const input = fieldOf(form, field);
    if (input && !input.value && values[field]) input.value = values[field];
  }
}
