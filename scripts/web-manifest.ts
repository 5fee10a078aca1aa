import type { ManifestOptions } from 'vite-plugin-pwa';
import type { SiteDetails } from '../src/config/site-details';
import { tokenColour } from './lib/design-tokens';

/**
 * The web app manifest. Used by vite.config.ts at build time: the site name comes from the same
 * variables as src/config/site.ts; the colours from the design tokens. Icons come from
 * pwa-assets.config.ts (`npm run pwa:icons`) and screenshots from scripts/render-artwork.ts
 * (`npm run pwa:screenshots`), both committed under public/.
 */
export function webManifest(
  site: Pick<SiteDetails, 'name' | 'shortName'>,
): Partial<ManifestOptions> {
  return {
    id: '/',
    name: site.name,
    short_name: site.shortName,
    description:
      'Websites, online shops and brand design for small and mid-sized businesses, by a small studio founded in 2016.',
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: tokenColour('color-ink'),
    background_color: tokenColour('color-paper'),
    categories: ['business', 'design'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
    screenshots: [
      {
        src: '/screenshots/home-wide.webp',
        sizes: '1280x800',
        type: 'image/webp',
        form_factor: 'wide',
        label: `${site.name}: home page on a desktop`,
      },
      {
        src: '/screenshots/home-narrow.webp',
        sizes: '390x844',
        type: 'image/webp',
        form_factor: 'narrow',
        label: `${site.name}: home page on a phone`,
      },
    ],
  };
}
