// The studio's details, as the browser and the server render read them. vite.config.ts takes them
// from the VITE_* variables (site-details.ts), checks them (validate-site.ts) and writes them in as
// __SITE__: the bundle carries the values only, not the defaults or the code that picks them.
import { phoneDigits } from '@/lib/phone-digits';
import type { SiteDetails } from './site-details';

export const site: SiteDetails = __SITE__;

export const phoneHref = `tel:+${phoneDigits(site.phoneDisplay)}`;
export const emailHref = `mailto:${site.email}`;
export const whatsappHref = `https://wa.me/${site.whatsappNumber}`;

/**
 * The address cut before its "@" and each dot: where a narrow screen may break it (with <wbr>), as
 * typesetters do, and not inside a word. Chromium reads a <wbr> as a space in a link's name, so the
 * links that show it name it with aria-label.
 */
export const emailParts = site.email.split(/(?=[@.])/);
