// Renders the mock client sites and design pieces in artwork/portfolio/*.html (small,
// self-contained pages) into 1920×1200 PNGs (a 1280×800 page at 1.5× pixel density) in
// src/assets/images/portfolio/, with the headless Chromium already on the machine. The sites and
// shops (website-*, shop-*) are also rendered as a phone shows them, a 390×844 screen at 2×, into
// src/assets/images/portfolio-phone/ (the work viewer's picture on a phone). Then
// `npm run images` turns them into AVIF and WebP.
// Usage: tsx scripts/render-portfolio.ts [name…]   (names without .html; default: all)
import { mkdir, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { launchChromium } from './find-chromium';
import { serveProjectFiles } from './lib/project-files';

const root = resolve(import.meta.dirname, '..');
const sourceDir = join(root, 'artwork/portfolio');

const renderings = [
  { group: 'portfolio', size: { width: 1280, height: 800 }, scale: 1.5, of: () => true },
  {
    group: 'portfolio-phone',
    size: { width: 390, height: 844 },
    scale: 2,
    of: (name: string) => /^(website|shop)-/.test(name),
  },
];

const wanted = process.argv.slice(2);
const pages = (await readdir(sourceDir))
  .filter((file) => file.endsWith('.html'))
  .map((file) => file.slice(0, -'.html'.length))
  .filter((name) => wanted.length === 0 || wanted.includes(name));

const browser = await launchChromium();
for (const { group, size, scale, of } of renderings) {
  const outputDir = join(root, 'src/assets/images', group);
  await mkdir(outputDir, { recursive: true });
  const page = await browser.newPage({ viewport: size, deviceScaleFactor: scale });
  // The pages load their fonts from node_modules.
  const url = await serveProjectFiles(page);
  for (const name of pages.filter(of)) {
    await page.goto(url(`artwork/portfolio/${name}.html`));
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ clip: { x: 0, y: 0, ...size } });
    await sharp(png)
      .png({ compressionLevel: 9, palette: false })
      .toFile(join(outputDir, `${name}.png`));
    console.log(`${group}/${name}.png`);
  }
  await page.close();
}
await browser.close();
