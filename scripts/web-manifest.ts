import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ManifestOptions } from 'vite-plugin-pwa';
import type { SiteDetails } from '../src/config/site-details';

const tokens = readFileSync(resolve(import.meta.dirname, '../src/styles/tokens.css'), 'utf8');

/** The colour `--<name>` of the design tokens, so that the install sheet matches the site. */
function tokenColour(name: string): string {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(tokens);
  if (!match?.[1]) throw new Error(`Design token --${name} not found in tokens.css.`);
  return match[1];
}

/** The install sheet's screenshots of the home page, drawn by render-artwork.ts. */
export const installScreenshots = {
  wide: { width: 1280, height: 800, seenOn: 'a desktop' },
  narrow: { width: 390, height: 844, seenOn: 'a phone' },
};

/** The web app manifest. Used by vite.config.ts at build time: the site name comes from the same
 * variables as src/config/site.ts; the colours from the design tokens. Icons come from
 * pwa-assets.config.ts (`npm run pwa:icons`) and screenshots from scripts/render-artwork.ts
 * (`npm run pwa:screenshots`), both committed under public/. */
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
    screenshots: Object.entries(installScreenshots).map(([shape, { width, height, seenOn }]) => ({
      src: `/screenshots/home-${shape}.webp`,
      sizes: `${width}x${height}`,
      type: 'image/webp',
      form_factor: shape as 'wide' | 'narrow',
      label: `${site.name}: home page on ${seenOn}`,
    })),
  };
}
