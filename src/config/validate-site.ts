// Build-time check of the studio's details: vite.config.ts calls it, so a bad value stops both
// builds (client and server) before anything is written. Not part of the browser bundle.
import { phoneDigits } from '../lib/phone-digits.ts';
import { siteDetails, type SiteDetails, type SiteEnv, type SiteVariable } from './site-details.ts';

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** Digits with the usual separators: "+48 500-000-000", "(48) 500 000 000". */
const phonePattern = /^\+?[\d\s().-]+$/;

function isPhoneNumber(value: string): boolean {
  const digits = phoneDigits(value).length;
  return phonePattern.test(value) && digits >= 8 && digits <= 15;
}

function isHttpsUrl(value: string): boolean {
  return URL.canParse(value) && new URL(value).protocol === 'https:';
}

/** What is wrong with the details, one line per variable; empty when all is well. */
export function siteProblems(env: SiteEnv): string[] {
  const site = siteDetails(env);
  const problems: [SiteVariable, string, boolean][] = [
    [
      'VITE_SITE_ORIGIN',
      'is not an https:// origin without a path, like https://www.example.com',
      isHttpsUrl(site.origin) && new URL(site.origin).origin === site.origin.toLowerCase(),
    ],
    ['VITE_CONTACT_EMAIL', 'is not an email address', emailPattern.test(site.email)],
    [
      'VITE_CONTACT_PHONE',
      'is not a phone number of 8 to 15 digits with its country code, like +48 500 000 000',
      isPhoneNumber(site.phoneDisplay),
    ],
    [
      'VITE_WHATSAPP_NUMBER',
      'is not a WhatsApp number of 8 to 15 digits with its country code, like 48500000000',
      isPhoneNumber(env.VITE_WHATSAPP_NUMBER || site.whatsappNumber),
    ],
    ['VITE_SOCIAL_FACEBOOK', 'is not an https:// address', isHttpsUrl(site.social.facebook)],
    ['VITE_SOCIAL_INSTAGRAM', 'is not an https:// address', isHttpsUrl(site.social.instagram)],
    ['VITE_SOCIAL_LINKEDIN', 'is not an https:// address', isHttpsUrl(site.social.linkedin)],
  ];
  return problems
    .filter(([, , valid]) => !valid)
    .map(([variable, problem]) => `${variable} "${env[variable] ?? ''}" ${problem}.`);
}

/** The details, or an error naming every bad variable. */
export function validSiteDetails(env: SiteEnv): SiteDetails {
  const problems = siteProblems(env);
  if (problems.length > 0) {
    throw new Error(
      `The studio's details are not valid (README "Changing the studio's details"):\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
  }
  return siteDetails(env);
}
