// The studio's details. Every value can be replaced at build time with a VITE_* variable
// (see README); the defaults are example values to be replaced before launch.
const env = import.meta.env;

function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

export const site = {
  name: env.VITE_SITE_NAME || 'Kreska Studio',
  origin: (env.VITE_SITE_ORIGIN || 'https://www.example.com').replace(/\/+$/, ''),
  email: env.VITE_CONTACT_EMAIL || 'hello@example.com',
  phoneDisplay: env.VITE_CONTACT_PHONE || '+48 500 000 000',
  /** International number without "+" or spaces, as wa.me expects it. */
  whatsappNumber: digitsOnly(env.VITE_WHATSAPP_NUMBER || '48500000000'),
  social: {
    facebook: env.VITE_SOCIAL_FACEBOOK || 'https://www.facebook.com/example',
    instagram: env.VITE_SOCIAL_INSTAGRAM || 'https://www.instagram.com/example',
    linkedin: env.VITE_SOCIAL_LINKEDIN || 'https://www.linkedin.com/company/example',
  },
  foundedYear: 2016,
} as const;

/** The phone number for display: non-breaking spaces, so it never wraps mid-number. */
export const phoneText = site.phoneDisplay.replace(/ /g, '\u00a0');
export const phoneHref = `tel:+${digitsOnly(site.phoneDisplay)}`;
export const emailHref = `mailto:${site.email}`;
export const whatsappHref = `https://wa.me/${site.whatsappNumber}`;
