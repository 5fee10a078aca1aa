// Captures the install-sheet screenshots (web manifest "screenshots") from the real site:
// the home page, wide (1280×800) and narrow (390×844), into public/screenshots/. The outputs are
// committed; run again when the home page changes. Usage, with the site served (npm start):
//   npm run pwa:screenshots -- [baseUrl]
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { launchChromium } from './find-chromium';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:4173';
const outDir = resolve(import.meta.dirname, '../public/screenshots');
const shots = [
  { file: 'home-wide.webp', width: 1280, height: 800 },
  { file: 'home-narrow.webp', width: 390, height: 844 },
];

const browser = await launchChromium();
await mkdir(outDir, { recursive: true });
for (const { file, width, height } of shots) {
  const context = await browser.newContext({
    viewport: { width, height },
    locale: 'en',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot();
  await sharp(png).webp({ quality: 80 }).toFile(join(outDir, file));
  await context.close();
  console.log(`public/screenshots/${file} (${width}×${height})`);
}
await browser.close();
