// The tab and install icons, rendered from the one source logo (public/favicon.svg) into
// public/icons/ by @vite-pwa/assets-generator. The outputs are committed; run `npm run pwa:icons`
// again after changing the logo.
import { readFileSync } from 'node:fs';
import { defineConfig, type Preset } from '@vite-pwa/assets-generator/config';

/** The logo's own background colour: full-bleed icons are filled with it, so the mark floats. */
const logo = readFileSync(new URL('./public/favicon.svg', import.meta.url), 'utf8');
const background = /<rect[^>]*fill="(#[0-9a-fA-F]{3,8})"/.exec(logo)?.[1];
if (!background) throw new Error('public/favicon.svg has no background <rect fill="#…">.');

const names: Record<string, string> = {
  // The tab icon, as a small PNG: for an SVG icon the browser builds a whole SVG document on the
  // page's main thread (about 25 ms on a fast desktop), while the page is still loading.
  'transparent-48': 'favicon-48.png',
  'transparent-192': 'icon-192.png',
  'transparent-512': 'icon-512.png',
  'maskable-512': 'icon-maskable-512.png',
  'apple-180': 'apple-touch-icon.png',
};

const preset: Preset = {
  // "any" icons keep the logo's rounded square with transparent corners.
  transparent: { sizes: [48, 192, 512], padding: 0, favicons: [] },
  // Maskable: the mark inside the 80 % safe zone; the platform cuts the shape.
  maskable: { sizes: [512], padding: 0.3, resizeOptions: { background } },
  // iOS fills transparency with black and rounds the corners itself.
  apple: { sizes: [180], padding: 0.16, resizeOptions: { background } },
  png: { compressionLevel: 9, quality: 100 },
  assetName: (type, size) =>
    `icons/${names[`${type}-${size.width}`] ?? `${type}-${size.width}.png`}`,
};

export default defineConfig({ preset, images: ['public/favicon.svg'] });
