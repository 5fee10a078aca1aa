// Draws the studio's pictures from pages in the headless Chromium on the machine: the mock sites and
// design pieces (artwork/portfolio/), the home page's showcase and category covers laid out from
// them (artwork/showcase.html), the share images (artwork/share-images.html) and the install
// sheet's screenshots of the built home page. Commit what it writes (`npm run images` encodes the
// sources under src/assets/images/). Usage: tsx scripts/render-artwork.ts [name…], a name being any
// part of an output's path (website-bakery, portfolio-phone, og); none: all but the screenshots.
import { readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { loadEnv } from 'vite';
import { pageBuild, pageTypes } from '../src/app/pages';
import { validSiteDetails } from '../src/config/validate-site';
import { launchChromium } from './find-chromium';
import { hangingLetters } from './lib/hanging-letters';
import { shareImageSize } from './prerender/seo';
import { startSiteServer } from './serve';
import { installScreenshots } from './web-manifest';

type Size = { width: number; height: number };
type Job = {
  page: string; // a page of the project (artwork/…), or with `site` an address of the built site
  site?: boolean;
  size: Size;
  scale?: number;
  output: string; // under the project root; its extension picks the encoding
  encoding?: { quality: number };
  transparent?: boolean;
  downscale?: boolean; // drawn at `scale`, then back to `size`: smooth edges on tilted pieces
};

const root = resolve(import.meta.dirname, '..');
const studio = encodeURIComponent(validSiteDetails(loadEnv('production', root, 'VITE_')).name);
const screen = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
const portfolio = readdirSync(join(root, 'artwork/portfolio'))
  .filter((file) => file.endsWith('.html'))
  .map((file) => file.slice(0, -'.html'.length));
const rendering = (group: string, size: Size, scale: number) => (name: string) => {
  const output = `src/assets/images/${group}/${name}.png`;
  return { page: `artwork/portfolio/${name}.html`, size, scale, output };
};
const drawnLarger = { scale: 2, downscale: true };

const jobs: Job[] = [
  ...portfolio.map(rendering('portfolio', screen, 1.5)),
  // The sites and shops as a phone shows them: the work viewer's picture on a phone.
  ...portfolio
    .filter((name) => /^(website|shop)-/.test(name))
    .map(rendering('portfolio-phone', phone, 2)),
  // Laid out from the portfolio renders, so drawn after them.
  {
    page: 'artwork/showcase.html#hero',
    size: { width: 1200, height: 1080 },
    ...drawnLarger,
    output: 'src/assets/images/hero/showcase.webp',
    transparent: true,
  },
  ...['website', 'ecommerce', 'design'].map((cover) => ({
    page: `artwork/showcase.html#${cover}`,
    size: { width: 1600, height: 1200 },
    ...drawnLarger,
    output: `src/assets/images/project-covers/${cover}.webp`,
  })),
  // In English, as the prerendered <head> is.
  ...pageTypes.map((type) => ({
    page: `artwork/share-images.html?studio=${studio}#${type}`,
    size: shareImageSize,
    output: `public${pageBuild[type].shareImage}`,
  })),
  // The web manifest's "screenshots".
  ...Object.entries(installScreenshots).map(([shape, { width, height }]) => ({
    page: '/',
    site: true,
    size: { width, height },
    output: `public/screenshots/home-${shape}.webp`,
    encoding: { quality: 80 },
  })),
];

/** By the output's extension; `npm run images` encodes those under src/assets/images/ again. */
const encodings = {
  png: { compressionLevel: 9, palette: false },
  jpeg: { quality: 84, mozjpeg: true },
  webp: { quality: 92, alphaQuality: 90 },
};
const quiet = { locale: 'en', reducedMotion: 'reduce', serviceWorkers: 'block' } as const;

const names = process.argv.slice(2);
const chosen = jobs.filter((job) => {
  const parts = job.output.replace(/\.\w+$/, '').split('/');
  return names.length ? parts.some((part) => names.includes(part)) : !job.site;
});
if (chosen.length === 0) throw new Error(`No picture's path has a part named ${names.join(', ')}.`);

const server = chosen.some((job) => job.site) ? await startSiteServer(join(root, 'dist')) : null;
const browser = await launchChromium();
for (const job of chosen) {
  const options = { ...quiet, viewport: job.size, deviceScaleFactor: job.scale };
  const page = await browser.newPage(options);
  const base = job.site ? server?.url : pathToFileURL(`${root}/`);
  await page.goto(new URL(job.page, base).href, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  if ((await page.getAttribute('html', 'lang')) === 'pl') {
    const hanging = await hangingLetters(page);
    if (hanging.length) {
      throw new Error(`${job.output}: lines end with a one-letter word: ${hanging.join(' | ')}`);
    }
  }
  const clip = { x: 0, y: 0, ...job.size };
  const png = await page.screenshot({ clip, omitBackground: job.transparent });
  const target = join(root, job.output);
  const format = extname(target).slice(1).replace('jpg', 'jpeg') as keyof typeof encodings;
  const drawing = job.downscale ? sharp(png).resize(job.size) : sharp(png);
  const encoded = drawing.toFormat(format, { ...encodings[format], ...job.encoding });
  await mkdir(dirname(target), { recursive: true });
  const { size } = await encoded.toFile(target);
  console.log(`${job.output}: ${Math.round(size / 1024)} KB`);
  await page.close();
}
await browser.close();
await server?.stop();
