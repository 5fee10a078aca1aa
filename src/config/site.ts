// The studio's details, as the browser and the server render read them. vite.config.ts takes them
// from the VITE_* variables (site-details.ts), checks them (validate-site.ts) and writes them in as
// __SITE__: the bundle carries the values only, not the defaults or the code that picks them.
import { phoneDigits } from '@/lib/phone-digits';
import type { SiteDetails } from './site-details';

export const site: SiteDetails = __SITE__;

export const phoneHref = `tel:+${phoneDigits(site.phoneDisplay)}`;
export const emailHref = `mailto:${site.email}`;
export const whatsappHref = `https://wa.me/${site.whatsappNumber}`;
