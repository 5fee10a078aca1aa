// Screenshots of every route at 375 px and 1440 px in both languages, for a visual check.
// Usage: tsx scripts/screenshot.ts [baseUrl] [outDir] [paths…]   (with `npm run serve` running)
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { fullLayoutClass } from '../src/lib/full-layout';
import { chromiumArgs, findChromium } from './find-chromium';

const [baseUrl = 'http://127.0.0.1:4173', outDir = 'screenshots', ...pathArgs] =
  process.argv.slice(2);
const paths = pathArgs.length ? pathArgs : ['/', '/about', '/project/1', '/project/4', '/nope'];
const widths = [375, 1440];

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
await mkdir(outDir, { recursive: true });
for (const language of ['en', 'pl']) {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 800 ? 812 : 900 },
      locale: language,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
      // Scroll through so that lazy images and appearing cards are in their final state.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
        window.scrollTo(0, 0);
      });
      // A full-page capture draws the whole page at once: lay out the sections that are otherwise
      // drawn only near the viewport (content-visibility), or they come out blank.
      await page.evaluate((name) => document.documentElement.classList.add(name), fullLayoutClass);
      await page.waitForTimeout(300);
      const name = `${path.replace(/\W+/g, '_') || 'home'}-${language}-${width}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
