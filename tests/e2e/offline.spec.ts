import type { Page } from '@playwright/test';
import { settledAttribute } from '../../src/lib/page-settled';
import { inOtherFormat, pictureFormatOf } from '../../src/pwa/picture-formats';
import { offlineReadyNoticeTime } from '../../src/pwa/pwa-status';
import { expect, languages, test, visit, waitForHydration, type Language } from './fixtures';
import {
  expectScreen,
  offlineScreens,
  precachingTimeout,
  startSiteServer,
  text,
  waitForServiceWorker,
  withOfflineSupport,
} from './pwa-support';

test.use(withOfflineSupport);

/**
 * Expects the page, once its offline support has started, to show no "ready to work offline"
 * notice, and still none a moment later (the notice follows the registration by milliseconds).
 */
async function expectNoOfflineReadyNotice(page: Page, language: Language) {
  await waitForServiceWorker(page);
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('workbox-window')),
  );
  const notice = page.getByText(text(language, 'common', 'pwa.offlineReady'));
  for (let check = 0; check < 5; check += 1) {
    await page.waitForTimeout(300);
    await expect(notice).toHaveCount(0);
  }
}

// Installing downloads the whole site: it waits until hydration is over and the page is quiet.
test('offline support starts only once the page has settled', async ({ page }) => {
  test.setTimeout(120_000);
  const server = await startSiteServer('dist');
  try {
    await page.addInitScript((attribute) => {
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...args) {
        document.body.dataset.registeredSettled = String(
          document.documentElement.hasAttribute(attribute),
        );
        return register.apply(this, args);
      };
    }, settledAttribute);
    await visit(page, `${server.url}/`, 'pl');
    await waitForServiceWorker(page);
    await expect(page.locator('body')).toHaveAttribute('data-registered-settled', 'true');
  } finally {
    await server.stop();
  }
});

// After one online visit the whole site works with the server gone and the network cut.
for (const language of languages) {
  test(`${language}: every page renders offline after one visit`, async ({
    page,
    context,
    consoleProblems,
  }) => {
    test.setTimeout(120_000);
    const server = await startSiteServer('dist');
    try {
      await visit(page, `${server.url}/`, language);
      await waitForServiceWorker(page);
      const readyNotice = page.getByText(text(language, 'common', 'pwa.offlineReady'));
      await expect(readyNotice).toBeVisible();
      // Held under the pointer, so that it is still there to be closed below.
      await readyNotice.hover();

      await test.step('"ready to work offline" is said once: not on the next visit', async () => {
        const next = await context.newPage();
        await visit(next, `${server.url}/about`, language);
        await expectNoOfflineReadyNotice(next, language);
        await next.close();
      });
      await test.step('nor after it was closed and the page reloaded', async () => {
        await page.getByRole('button', { name: text(language, 'common', 'pwa.dismiss') }).click();
        await expect(readyNotice).toBeHidden();
        await page.reload();
        await waitForHydration(page);
        await expectNoOfflineReadyNotice(page, language);
      });
    } finally {
      await server.stop();
    }
    await context.setOffline(true);
    // Chromium 150's network emulation reaches navigator.onLine and its online and offline events
    // only in documents that were open when it was switched (onLine false there; true after a
    // reload or in a new page, with the network still cut). Pages loaded from here on start
    // offline, as on a real device, and the network's return below is announced as a browser
    // would announce it.
    await context.addInitScript(() => {
      let online = false;
      Object.defineProperty(Navigator.prototype, 'onLine', { get: () => online });
      Object.defineProperty(window, 'announceNetwork', {
        value: (value: boolean) => {
          online = value;
          dispatchEvent(new Event(value ? 'online' : 'offline'));
        },
      });
    });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByText(text(language, 'common', 'pwa.offline'))).toBeVisible();

    await test.step('pictures are stored once, as the page shows them, and found in either format', async () => {
      const stored = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          const keys = await (await caches.open(name)).keys();
          urls.push(...keys.map((request) => new URL(request.url).pathname));
        }
        return urls;
      });
      const pictures = stored.filter((path) => pictureFormatOf(path) !== null);
      const shown = await page
        .locator('main img')
        .first()
        .evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
      const shownFormat = pictureFormatOf(shown);
      expect(shownFormat, shown).not.toBeNull();
      expect(pictures).toContain(shown);
      expect(pictures.filter((path) => pictureFormatOf(path) !== shownFormat)).toEqual([]);
      // A browser that judges AVIF otherwise than its worker asks for the other file: it gets
      // the same picture.
      const answered = await page.evaluate(async (path) => {
        const response = await fetch(path);
        const bitmap = await createImageBitmap(await response.blob());
        return { ok: response.ok, width: bitmap.width };
      }, inOtherFormat(shown));
      expect(answered.ok).toBe(true);
      expect(answered.width).toBeGreaterThan(0);
    });

    for (const screen of offlineScreens(language)) {
      await test.step(screen.path, async () => {
        await page.goto(`${server.url}${screen.path}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expectScreen(page, screen);
      });
    }

    await test.step('a missing file is not answered with a page', async () => {
      const status = await page.evaluate(async () => {
        try {
          const response = await fetch('/images/missing.avif');
          return response.headers.get('content-type') ?? String(response.status);
        } catch {
          return 'network error';
        }
      });
      expect(status).toBe('network error');
      // Chromium logs the failed request this step makes on purpose; nothing else may fail.
      const expected = consoleProblems.findIndex((problem) =>
        problem.includes('net::ERR_INTERNET_DISCONNECTED'),
      );
      expect(expected).toBeGreaterThanOrEqual(0);
      consoleProblems.splice(expected, 1);
    });

    await test.step('the offline note goes when the network returns', async () => {
      const offlineNote = page.getByText(text(language, 'common', 'pwa.offline'));
      const announce = (online: boolean) =>
        page.evaluate(
          (value) =>
            (window as unknown as { announceNetwork(online: boolean): void }).announceNetwork(
              value,
            ),
          online,
        );
      await expect(offlineNote).toBeVisible();
      await context.setOffline(false);
      await announce(true);
      await expect(offlineNote).toBeHidden();
      await context.setOffline(true);
      await announce(false);
      await expect(offlineNote).toBeVisible();
    });
  });

  // It asks nothing of the visitor, so it does not stay over the page for the rest of the visit.
  test(`${language}: "ready to work offline" leaves by itself, not while the pointer rests on it`, async ({
    page,
  }) => {
    test.setTimeout(precachingTimeout);
    await visit(page, '/', language);
    await waitForServiceWorker(page);
    const readyNotice = page.getByText(text(language, 'common', 'pwa.offlineReady'));
    await expect(readyNotice).toBeVisible();
    await readyNotice.hover();
    await page.waitForTimeout(offlineReadyNoticeTime + 2_000);
    await expect(readyNotice, 'held under the pointer').toBeVisible();
    await page.mouse.move(1, 1);
    await expect(readyNotice).toBeHidden({ timeout: 3 * offlineReadyNoticeTime });
  });
}

test('switching language offline works and survives an offline reload', async ({
  page,
  context,
}) => {
  const server = await startSiteServer('dist');
  try {
    await visit(page, `${server.url}/about`, 'en');
    await waitForServiceWorker(page);
  } finally {
    await server.stop();
  }
  await context.setOffline(true);
  await page.reload();
  await waitForHydration(page);

  await page
    .getByRole('button', {
      name: text('en', 'common', 'language.current').replace('{{language}}', 'English'),
    })
    .click();
  await page.getByRole('button', { name: 'Polski' }).click();
  await expect(page).toHaveTitle(text('pl', 'common', 'meta.about.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page).toHaveTitle(text('pl', 'common', 'meta.about.title'));
  await page.goto(`${server.url}/anything`);
  await expect(page.locator('main h1')).toContainText(text('pl', 'common', 'notFound.title'));
});
