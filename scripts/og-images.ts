// Renders the share images (Open Graph / Twitter card, 1200×630) for each page type: composed SVG
// in the brand palette and font, rasterised in Chromium and saved as JPEG under public/og/.
// The words are English because the prerendered <head> is; they are part of the artwork, with the
// studio's name from the same VITE_* variables as the site (run again after changing it).
// Usage: npm run og-images (commit the JPEGs; the prerender links them by page type).
import { mkdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { loadEnv } from 'vite';
import { validSiteDetails } from '../src/config/validate-site';
import { launchChromium } from './find-chromium';
import { tokenColour } from './lib/design-tokens';
import { jakartaDataUrl } from './lib/jakarta-font';
import type { PageType } from './prerender/seo';
import { escapeText } from './prerender/html';
import { shareImageSize } from './prerender/seo';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'public/og');
const { width, height } = shareImageSize;
const site = validSiteDetails(loadEnv('production', root, 'VITE_'));

const palette = {
  ink: tokenColour('color-ink'),
  paper: tokenColour('color-paper'),
  accent: tokenColour('color-accent'),
  accentSoft: tokenColour('color-accent-soft'),
  glow: tokenColour('color-accent-glow'),
  muted: tokenColour('color-on-ink-muted'),
};

// The one logo drawing (public/favicon.svg), placed as a nested SVG.
const logoSvg = await readFile(join(root, 'public/favicon.svg'), 'utf8');
const logo = (x: number, y: number, size: number) =>
  logoSvg.replace(
    '<svg xmlns="http://www.w3.org/2000/svg"',
    `<svg x="${x}" y="${y}" width="${size}" height="${size}"`,
  );

const background = `
  <defs>
    <radialGradient id="g1" cx="0.85" cy="0.1" r="0.9"><stop offset="0" stop-color="#3a22b8"/><stop offset="0.55" stop-color="#3a22b8" stop-opacity="0"/></radialGradient>
    <radialGradient id="g2" cx="0.1" cy="0.95" r="0.7"><stop offset="0" stop-color="#6b2d7a"/><stop offset="0.6" stop-color="#6b2d7a" stop-opacity="0"/></radialGradient>
    <linearGradient id="g3" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.ink}"/><stop offset="0.55" stop-color="#1d1842"/><stop offset="1" stop-color="#2a1a5e"/></linearGradient>
    <linearGradient id="stroke" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.accent}"/><stop offset="1" stop-color="${palette.glow}"/></linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#g3)"/>
  <rect width="${width}" height="${height}" fill="url(#g1)"/>
  <rect width="${width}" height="${height}" fill="url(#g2)"/>
  ${Array.from({ length: 14 }, (_, i) => `<circle cx="${60 + ((i * 173) % 1100)}" cy="${40 + ((i * 97) % 560)}" r="3" fill="#fff" opacity="${0.12 + (i % 4) * 0.06}"/>`).join('')}`;

const brand = `${logo(72, 64, 56)}
  <text x="146" y="104" font-size="30" font-weight="800" fill="${palette.paper}" letter-spacing="-0.5">${escapeText(site.name)}</text>`;

const heading = (lines: string[], y: number, size = 68) =>
  lines
    .map(
      (line, i) =>
        `<text x="72" y="${y + i * size * 1.12}" font-size="${size}" font-weight="800" fill="${palette.paper}" letter-spacing="-2">${line}</text>`,
    )
    .join('');

const sub = (text: string, y: number) =>
  `<text x="72" y="${y}" font-size="28" font-weight="500" fill="${palette.muted}">${text}</text>`;

const swash = (y: number, w: number) =>
  `<path d="M72 ${y} C ${72 + w * 0.3} ${y - 14}, ${72 + w * 0.7} ${y + 10}, ${72 + w} ${y - 6}" fill="none" stroke="url(#stroke)" stroke-width="8" stroke-linecap="round"/>`;

// A sketched browser window with a mock website inside.
const browserWindow = (x: number, y: number) => `
  <g transform="translate(${x} ${y}) rotate(-4)">
    <rect width="380" height="300" rx="22" fill="${palette.paper}"/>
    <rect width="380" height="44" rx="22" fill="${palette.accentSoft}"/>
    <rect y="22" width="380" height="22" fill="${palette.accentSoft}"/>
    <circle cx="26" cy="22" r="7" fill="${palette.glow}"/><circle cx="48" cy="22" r="7" fill="#d9d4c8"/><circle cx="70" cy="22" r="7" fill="#d9d4c8"/>
    <rect x="28" y="72" width="200" height="20" rx="10" fill="${palette.ink}"/>
    <rect x="28" y="104" width="150" height="20" rx="10" fill="${palette.ink}"/>
    <rect x="28" y="140" width="230" height="10" rx="5" fill="#c9c4ba"/>
    <rect x="28" y="160" width="190" height="10" rx="5" fill="#c9c4ba"/>
    <rect x="28" y="192" width="120" height="36" rx="18" fill="${palette.accent}"/>
    <rect x="268" y="72" width="84" height="156" rx="14" fill="${palette.accent}" opacity="0.85"/>
    <circle cx="310" cy="120" r="22" fill="${palette.glow}"/>
    <rect x="28" y="250" width="96" height="28" rx="8" fill="#e2ddd2"/><rect x="142" y="250" width="96" height="28" rx="8" fill="#e2ddd2"/><rect x="256" y="250" width="96" height="28" rx="8" fill="#e2ddd2"/>
  </g>`;

// A grid of portfolio tiles: a site, a shop, a poster.
const portfolioGrid = (x: number, y: number) => `
  <g transform="translate(${x} ${y})">
    <rect width="190" height="150" rx="18" fill="${palette.paper}"/><rect x="18" y="20" width="110" height="14" rx="7" fill="${palette.ink}"/><rect x="18" y="46" width="150" height="8" rx="4" fill="#c9c4ba"/><rect x="18" y="96" width="80" height="30" rx="15" fill="${palette.accent}"/>
    <rect x="210" width="190" height="150" rx="18" fill="${palette.accent}"/><rect x="232" y="24" width="60" height="60" rx="12" fill="${palette.paper}"/><rect x="306" y="24" width="70" height="60" rx="12" fill="${palette.glow}"/><rect x="232" y="100" width="144" height="26" rx="13" fill="${palette.ink}"/>
    <rect y="170" width="190" height="150" rx="18" fill="${palette.glow}"/><circle cx="95" cy="245" r="44" fill="${palette.ink}"/><path d="M70 262C80 240 92 226 122 222" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round"/>
    <rect x="210" y="170" width="190" height="150" rx="18" fill="${palette.paper}"/><rect x="228" y="190" width="154" height="70" rx="10" fill="${palette.accentSoft}"/><rect x="228" y="274" width="90" height="12" rx="6" fill="${palette.ink}"/><rect x="228" y="294" width="130" height="8" rx="4" fill="#c9c4ba"/>
  </g>`;

// Three people-as-shapes around a table: the studio team.
const team = (x: number, y: number) => `
  <g transform="translate(${x} ${y})">
    <circle cx="200" cy="160" r="150" fill="${palette.accent}" opacity="0.25"/>
    <circle cx="110" cy="120" r="38" fill="${palette.glow}"/><rect x="62" y="168" width="96" height="110" rx="48" fill="${palette.paper}"/>
    <circle cx="210" cy="96" r="42" fill="${palette.paper}"/><rect x="156" y="148" width="108" height="130" rx="54" fill="${palette.accent}"/>
    <circle cx="310" cy="124" r="36" fill="#d9d4c8"/><rect x="266" y="170" width="90" height="108" rx="45" fill="${palette.glow}"/>
    <rect x="20" y="262" width="370" height="26" rx="13" fill="${palette.ink}" stroke="${palette.paper}" stroke-width="3"/>
  </g>`;

const notFoundArt = (x: number, y: number) => `
  <g transform="translate(${x} ${y})">
    <text x="0" y="250" font-size="250" font-weight="800" fill="url(#stroke)" letter-spacing="-14">404</text>
    <path d="M20 300 C 120 270, 260 320, 420 282" fill="none" stroke="${palette.paper}" stroke-width="6" stroke-linecap="round" stroke-dasharray="2 16"/>
  </g>`;

const artwork: Record<PageType, string> = {
  home: `${brand}${heading(['Websites, online', 'shops and brand', 'design'], 250)}${swash(430, 300)}${sub('Fast, clear and built for small businesses.', 500)}${sub('Since 2016 · 200+ clients', 546)}${browserWindow(770, 170)}`,
  about: `${brand}${heading(['A small studio', 'that sweats the', 'details'], 250)}${swash(430, 280)}${sub('Designers and developers, since 2016.', 500)}${sub('Websites · online shops · brand design', 546)}${team(740, 170)}`,
  project: `${brand}${heading(['Selected work'], 250)}${swash(280, 360)}${sub('Websites, online shops and graphic design', 350)}${sub('made for small and mid-sized businesses.', 396)}${portfolioGrid(730, 150)}`,
  'not-found': `${brand}${heading(['This page', 'took a detour'], 250)}${swash(350, 300)}${sub('Let’s get you back to the studio.', 420)}${notFoundArt(700, 150)}`,
};

const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width, height } });
await mkdir(outDir, { recursive: true });
const fontCss = `@font-face{font-family:Jakarta;font-weight:200 800;src:url(${await jakartaDataUrl('latin')})}`;
for (const [type, body] of Object.entries(artwork)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Jakarta">${background}${body}</svg>`;
  await page.setContent(`<!doctype html><style>${fontCss}html,body{margin:0}</style>${svg}`);
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ type: 'png' });
  const target = join(outDir, `${type}.jpg`);
  const info = await sharp(png).jpeg({ quality: 84, mozjpeg: true }).toFile(target);
  console.log(`public/og/${type}.jpg: ${Math.round(info.size / 1024)} KB`);
}
await browser.close();
