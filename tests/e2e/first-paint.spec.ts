import type { Page } from '@playwright/test';
import enCommon from '../../src/i18n/locales/en/common.json' with { type: 'json' };
import plCommonTexts from '../../src/i18n/locales/pl/common.json' with { type: 'json' };
import plNavbar from '../../src/i18n/locales/pl/navbar.json' with { type: 'json' };
import plProjects from '../../src/i18n/locales/pl/projects.json' with { type: 'json' };
import {
  expect,
  languages,
  test,
  visit,
  visitEarly,
  waitForHydration,
  withStudio,
} from './fixtures';

const plCommon = withStudio(plCommonTexts);

const projectTitle = (title: string) => plCommon.meta.project.title.replace('{{title}}', title);

/** Every kind of page, with the Polish title a Polish visitor must get at first paint. */
const routes = [
  { path: '/', title: plCommon.meta.home.title },
  { path: '/about', title: plCommon.meta.about.title },
  { path: '/project/1', title: projectTitle(plProjects.categories.website.title) },
  { path: '/project/2', title: projectTitle(plProjects.categories.ecommerce.title) },
  { path: '/project/3', title: projectTitle(plProjects.categories.design.title) },
  // Served 404.html: the not-found page until the app renders "project not found".
  { path: '/project/4', title: plCommon.meta.notFound.title },
  { path: '/nope', title: plCommon.meta.notFound.title },
];

/** Answers every JavaScript bundle with an empty script: only the page's inline scripts run. */
async function withoutBundles(page: Page) {
  await page.route('**/assets/*.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
}

/** Collects layout shifts from the very start of the page's life. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const totalShift = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
  );

test.describe('a Polish visitor gets Polish at first paint, before any bundle runs', () => {
  for (const route of routes) {
    test(`${route.path} is Polish without the app's JavaScript`, async ({ page }) => {
      await withoutBundles(page);
      await visit(page, route.path, 'pl', { hydrate: false });
      await expect(page).toHaveTitle(route.title);
      const nav = page.getByRole('navigation', { name: plNavbar.label });
      await expect(nav.getByRole('link', { name: plNavbar.items.services })).toBeAttached();
      await expect(page.getByRole('link', { name: plCommon.skipToContent })).toBeAttached();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
      // The English prerender is gone, not hidden next to the Polish one.
      await expect(page.getByText(enCommon.skipToContent)).toHaveCount(0);
      await expect(page.locator('#root')).toBeVisible();
    });
  }
});

test.describe('the language moves nothing on the page', () => {
  for (const language of languages) {
    for (const path of ['/', '/about', '/project/1', '/nope']) {
      test(`${path} in ${language}: no layout shift while it loads and hydrates`, async ({
        page,
      }) => {
        // The web font is already cached, as after any earlier page: its swap is Lighthouse's
        // concern (CLS budget); this test isolates what the language machinery does.
        await visit(page, path, language);
        await page.evaluate(() => document.fonts.ready);
        await recordLayoutShifts(page);
        await page.reload();
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
        // Let hydration and any late font swap settle before reading the shifts.
        await page.waitForTimeout(500);
        expect(await totalShift(page)).toBeLessThanOrEqual(0.001);
      });
    }
  }
});

/** Records, in every frame the page draws, whether the parser had passed the end of its markup. */
function recordMarkupWholeInFrames() {
  const frames: boolean[] = [];
  Object.assign(window, { markupWholeInFrames: frames });
  const record = () => {
    frames.push(Boolean(document.getElementById('root')?.nextElementSibling));
    requestAnimationFrame(record);
  };
  requestAnimationFrame(record);
}

// A page that arrives slowly (a phone's network, or a busy phone that parses it in pieces) could
// be drawn in part: home's hero, centred on the screen, drew its background and dots without its
// copy, then moved everything when the copy came (a layout shift of 0.16 on a busy machine). The
// page holds its first frame until its markup is whole, in both languages, on a fast computer
// and on a phone (4x CPU), where parsing a page's pieces takes longer than a frame.
const slowArrivals = languages.flatMap((language) =>
  [1, 4].flatMap((cpuRate) =>
    ['/', '/about', '/project/1'].map((path) => ({ language, cpuRate, path })),
  ),
);

test.describe('no frame before the page is whole', () => {
  for (const { language, cpuRate, path } of slowArrivals) {
    test(`${path} in ${language} at ${cpuRate}x CPU, arriving slowly: every frame shows the whole page`, async ({
      page,
    }) => {
      await page.addInitScript(recordMarkupWholeInFrames);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 40,
        downloadThroughput: 8 * 1024,
        uploadThroughput: 8 * 1024,
      });
      await visitEarly(page, path, language, { holdApp: false, cpuRate });
      await page.waitForLoadState('domcontentloaded');
      await page.waitForTimeout(500);
      const frames = await page.evaluate(
        () => (window as unknown as { markupWholeInFrames: boolean[] }).markupWholeInFrames,
      );
      expect(frames.length).toBeGreaterThan(0);
      expect(frames.indexOf(false), `${frames.length} frames`).toBe(-1);
    });
  }
});

test.describe('a reload at the top of a page stays at the top', () => {
  for (const language of languages) {
    for (const path of ['/', '/about']) {
      test(`${path} in ${language}: the page never scrolls while it reloads`, async ({ page }) => {
        await visit(page, path, language);
        await page.addInitScript(() => {
          const positions: number[] = [];
          Object.assign(window, { scrollPositions: positions });
          addEventListener('scroll', () => positions.push(scrollY), { passive: true });
        });
        await page.reload();
        await page.waitForLoadState('networkidle');
        await waitForHydration(page);
        await page.waitForTimeout(500);
        const positions = await page.evaluate(
          () => (window as unknown as { scrollPositions: number[] }).scrollPositions,
        );
        expect(positions.filter((position) => position !== 0)).toEqual([]);
        await expect(page.locator('html')).not.toHaveAttribute('data-docked', 'true');
      });
    }
  }
});

test.describe('no script waterfall', () => {
  for (const [path, language] of [
    ['/', 'en'],
    ['/', 'pl'],
    ['/about', 'en'],
    ['/project/2', 'pl'],
  ] as const) {
    test(`${path} asks for every script it runs in its HTML (${language})`, async ({
      page,
      request,
    }) => {
      const html = (await (await request.get(path)).text()).replaceAll('&quot;', '"');
      // Tags, and the head script that preloads the page's texts in the visitor's language.
      const announced = new Set(
        [...html.matchAll(/(?:src="|href="|")(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]),
      );
      // Loaded once the first screen is live, on purpose: what waits for the page to settle
      // (decorative motion, offline support), the offline notices, the dialogs with the blog
      // articles and the gallery's captions, and the warm-up of their pictures (the viewer's
      // picture with them), and the home page's sections below the fold
      // with what they import (prerendered, hydrated when their chunk arrives; `npm run
      // test:budget` counts them).
      const later = [
        'after-settle',
        'page-settled',
        'float-dots',
        'workbox-window[^/]*',
        'pwa-notices',
        'pwa-status',
        'dialog',
        'gallery-dialog',
        'blog-article-dialog',
        'blogPosts',
        'galleryCaptions',
        'home-below-fold',
        'item-dialog',
        'picture-sources',
        'prepared-once',
        'responsive-image',
        'use-online',
        'viewer-picture',
        'warm-picture',
        'when-idle',
      ];
      const afterInteraction = new RegExp(`/(${later.join('|')})-[\\w-]+\\.js$`);
      const loaded: string[] = [];
      page.on('request', (req) => {
        const { pathname } = new URL(req.url());
        if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) loaded.push(pathname);
      });
      await visit(page, path, language);
      await page.waitForLoadState('networkidle');
      expect(loaded.length).toBeGreaterThan(0);
      const early = loaded.filter((file) => !afterInteraction.test(file));
      expect(early.filter((file) => !announced.has(file))).toEqual([]);
    });
  }
});
