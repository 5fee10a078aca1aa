// Benchmark, not a test: how soon the production build answers a visitor, per route at 1x and 4x
// CPU, median of 5 visits: first paint; the app owning every control (taps before it are taken by
// the head script: src/lib/early-activation.ts); on a settled page, pointer down on Read or a
// picture until its dialog shows it decoded; the same tap before the app, from its hand-back.
// Usage: npm run bench:interaction (after `npm run build`)
import { cpus } from 'node:os';
import type { Page } from '@playwright/test';
import { markdownTable } from 'markdown-table';
import { appOwnership, appOwnsEveryControl, tapIdAttributes } from '../src/lib/early-activation';
import { launchChromium } from './find-chromium';
import { median } from './lib/median';
import { startSiteServer } from './serve';

const routes = ['/', '/about', '/project/1'];
const rates = [1, 4];
const visits = 5;
const dialogTriggers: Record<string, string> = {
  '/': '#blog button[aria-label]',
  '/project/1': `main article[${tapIdAttributes.item}] img`,
};

/** Milliseconds from navigation start to first paint, and to the app owning every control. */
async function untilOwned(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(appOwnsEveryControl, appOwnership, { polling: 10, timeout: 30_000 });
  return page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    owned: performance.now(),
  }));
}

// Strings, so that the bundler's helpers (tsx keeps function names) never reach the page.
const shownProbe = `
  (function check() {
    const img = document.querySelector('dialog[open] img');
    if (img && img.complete && img.naturalWidth > 0) window.shownAt = performance.now();
    else requestAnimationFrame(check);
  })();`;
const dialogProbe = `
  addEventListener('pointerdown', (event) => (window.tapAt = event.timeStamp), { once: true });
  ${shownProbe}`;
// The app hands a tap back as a click of its own (not trusted).
const handBackProbe = `
  addEventListener('click', (event) => {
    if (!event.isTrusted && window.handedBackAt === undefined) window.handedBackAt = performance.now();
  }, true);
  ${shownProbe}`;

/** Milliseconds from the probe's mark `since` until the open dialog showed its picture decoded. */
async function untilShown(page: Page, since: 'tapAt' | 'handedBackAt'): Promise<number> {
  // A function, not a string: a string predicate is evaluated in the page, which the CSP refuses.
  const shown = () => (window as unknown as { shownAt?: number }).shownAt;
  await page.waitForFunction(shown, null, { polling: 'raf', timeout: 30_000 });
  return (await page.evaluate(`window.shownAt - window.${since}`)) as number;
}

/** Milliseconds from pointer down on `selector` until an open dialog shows a decoded picture. */
async function tapToDialog(page: Page, selector: string) {
  const target = page.locator(selector).first();
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.waitForTimeout(2000); // settled: smooth scroll and idle work (pictures, texts) done
  const box = await target.boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  await page.evaluate(dialogProbe);
  // The mouse itself, as a visitor taps: locator.click() adds Playwright's own hit-target checks
  // (listeners that force a layout) inside the very pointer down being measured.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  return untilShown(page, 'tapAt');
}

/** A tap on `selector` the moment it is on screen, before the app: the app's scripts are held back
 * until the head script has taken the tap. Milliseconds from its hand-back, once the app owns the
 * control, until the open dialog shows a decoded picture. */
async function earlyTapToDialog(page: Page, url: string, selector: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.addInitScript(handBackProbe);
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator(selector).first().click();
  release();
  return untilShown(page, 'handedBackAt');
}

type Samples = [number[], number[], number[], number[]];
const ms = (value: number) => (Number.isNaN(value) ? '–' : `${Math.round(value)} ms`);

const server = await startSiteServer('dist');
const browser = await launchChromium();
const rows: string[][] = [];
try {
  for (const route of routes) {
    for (const rate of rates) {
      const [paint, owned, dialog, early]: Samples = [[], [], [], []];
      const trigger = dialogTriggers[route];
      const visit = async (measure: (page: Page) => Promise<void>) => {
        const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
        const page = await context.newPage();
        await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
        await measure(page);
        await context.close();
      };
      for (let round = 0; round < visits; round++) {
        await visit(async (page) => {
          const times = await untilOwned(page, `${server.url}${route}`);
          paint.push(times.paint);
          owned.push(times.owned - times.paint);
          if (trigger) dialog.push(await tapToDialog(page, trigger));
        });
        if (trigger) {
          await visit(async (page) => {
            early.push(await earlyTapToDialog(page, `${server.url}${route}`, trigger));
          });
        }
      }
      rows.push([
        route,
        `${rate}x`,
        ...[paint, owned, dialog, early].map((all) => ms(median(all))),
      ]);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

const header = ['route', 'CPU', 'first paint', 'paint → app owns all', 'tap → dialog'];
console.log(
  `Interaction benchmark, ${new Date().toISOString().slice(0, 16)} UTC, ${cpus()[0]?.model ?? ''}` +
    ` (${cpus().length} cores), median of ${visits} visits\n`,
);
console.log(markdownTable([[...header, 'early tap: hand-back → dialog'], ...rows]));
