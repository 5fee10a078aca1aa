// The studio's details, read from the VITE_* variables (README "Changing the studio's details");
// the defaults are example values to replace before launch. No import.meta here: the browser
// (site.ts, through vite.config.ts) and the build tools (scripts/render-artwork.ts) get the same values.
import { phoneDigits } from '../lib/phone-digits.ts';

export type SiteVariable =
  | 'VITE_SITE_NAME'
  | 'VITE_SITE_SHORT_NAME'
  | 'VITE_SITE_ORIGIN'
  | 'VITE_CONTACT_EMAIL'
  | 'VITE_CONTACT_PHONE'
  | 'VITE_WHATSAPP_NUMBER'
  | 'VITE_SOCIAL_FACEBOOK'
  | 'VITE_SOCIAL_INSTAGRAM'
  | 'VITE_SOCIAL_LINKEDIN';

export type SiteEnv = Partial<Record<SiteVariable, string>>;

export function siteDetails(env: SiteEnv) {
  const name = env.VITE_SITE_NAME?.trim() || 'Kreska Studio';
  return {
    name,
    /** Where the copy uses the name in short ("Why …", the install sheet): its first word unless set. */
    shortName: env.VITE_SITE_SHORT_NAME?.trim() || (name.split(' ')[0] ?? name),
    origin: (env.VITE_SITE_ORIGIN || 'https://www.example.com').replace(/\/+$/, ''),
    email: env.VITE_CONTACT_EMAIL || 'hello@example.com',
    phoneDisplay: env.VITE_CONTACT_PHONE || '+48 500 000 000',
    /** International number without "+" or spaces, as wa.me expects it. */
    whatsappNumber: phoneDigits(env.VITE_WHATSAPP_NUMBER || '48500000000'),
    social: {
      facebook: env.VITE_SOCIAL_FACEBOOK || 'https://www.facebook.com/example',
      instagram: env.VITE_SOCIAL_INSTAGRAM || 'https://www.instagram.com/example',
      linkedin: env.VITE_SOCIAL_LINKEDIN || 'https://www.linkedin.com/company/example',
    },
    foundedYear: 2016,
  } as const;
}

export type SiteDetails = ReturnType<typeof siteDetails>;
