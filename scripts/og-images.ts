// Renders the share images (Open Graph / Twitter card, 1200×630) for each page type from
// artwork/share-images.html, drawn in the brand font and palette (src/styles/tokens.css), and
// saves them as JPEG under public/og/. The words are English because the prerendered <head> is;
// they are part of the artwork, with the studio's name from the same VITE_* variables as the site
// (run again after changing it).
// Usage: npm run og-images (commit the JPEGs; the prerender links them by page type).
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import sharp from 'sharp';
import { loadEnv } from 'vite';
import { validSiteDetails } from '../src/config/validate-site';
import { launchChromium } from './find-chromium';
import { serveProjectFiles } from './lib/project-files';
import { pageBuild, pageTypes } from '../src/app/pages';
import { shareImageSize } from './prerender/seo';

const root = resolve(import.meta.dirname, '..');
const site = validSiteDetails(loadEnv('production', root, 'VITE_'));

const browser = await launchChromium();
const page = await browser.newPage({ viewport: shareImageSize });
const url = await serveProjectFiles(page);
await page.goto(url('artwork/share-images.html'));
await page.evaluate((name) => {
  for (const element of document.querySelectorAll('.studio-name')) element.textContent = name;
}, site.name);
await page.evaluate(() => document.fonts.ready);
for (const type of pageTypes) {
  // One drawing per page of the registry: the <svg> of that id in the artwork.
  // Each drawing alone at the top of the page, where the screenshot is taken.
  await page.evaluate((shown) => {
    for (const svg of document.querySelectorAll<SVGElement>('body > svg[id]')) {
      svg.style.display = svg.id === shown ? 'block' : 'none';
    }
  }, type);
  const png = await page.screenshot();
  const target = join(root, 'public', pageBuild[type].shareImage);
  await mkdir(dirname(target), { recursive: true });
  const info = await sharp(png).jpeg({ quality: 84, mozjpeg: true }).toFile(target);
  console.log(`public${pageBuild[type].shareImage}: ${Math.round(info.size / 1024)} KB`);
}
await browser.close();
