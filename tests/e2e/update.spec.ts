import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { writeChangedBuild } from './changed-build';
import { expect, test, visit } from './fixtures';
import {
  precachingTimeout,
  startSiteServer,
  text,
  waitForServiceWorker,
  withOfflineSupport,
} from './pwa-support';
import { setDefaultTextSize, wordsCutByLines } from './reading-size';

test.use(withOfflineSupport);

const brand = text('en', 'common', 'brand');
const nextBrand = `${brand} Next`;

const picturesKey = 'pictures-after-accepting';

/**
 * In the page: from the visitor's next click (Reload) until the page is unloaded, lists the
 * pictures it requests, and leaves the list in sessionStorage for the page that replaces it.
 */
function recordPicturesAfterAccepting(key: string) {
  let acceptedAt = Infinity;
  const pictures: string[] = [];
  const note = (entries: PerformanceEntryList) => {
    for (const entry of entries as PerformanceResourceTiming[]) {
      if (entry.initiatorType === 'img' && entry.startTime >= acceptedAt) pictures.push(entry.name);
    }
  };
  const observer = new PerformanceObserver((list) => note(list.getEntries()));
  observer.observe({ type: 'resource' });
  const onClick = () => (acceptedAt = performance.now());
  document.addEventListener('click', onClick, { capture: true, once: true });
  addEventListener('pagehide', () => {
    note(observer.takeRecords());
    sessionStorage.setItem(key, JSON.stringify(pictures));
  });
}

test('a new deployment is offered, accepted once and shown, without mixing versions', async ({
  page,
}) => {
  test.setTimeout(precachingTimeout + 30_000); // a second worker installs, the update
  const work = await mkdtemp(join(tmpdir(), 'pwa-update-'));
  const site = join(work, 'site');
  const next = join(work, 'next');
  await cp(resolve('dist'), site, { recursive: true });
  const replacedChunks = await writeChangedBuild(next, brand, nextBrand);
  const server = await startSiteServer(site);
  try {
    await visit(page, `${server.url}/`, 'en');
    await waitForServiceWorker(page);
    await expect(page.getByRole('banner')).toContainText(brand);
    await expect(page.getByRole('banner')).not.toContainText(nextBrand);

    // Deploy: the server now answers with the new build.
    await rm(site, { recursive: true });
    await cp(next, site, { recursive: true });
    await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
    );

    const prompt = page.getByText(text('en', 'common', 'pwa.updateAvailable'));
    await expect(prompt).toBeVisible({ timeout: 45_000 });
    // Until accepted, the old version keeps running.
    await expect(page.getByRole('banner')).not.toContainText(nextBrand);
    const reload = page.getByRole('button', { name: text('en', 'common', 'pwa.reload') });

    // With 200 % text on a phone the message keeps its words whole and its button on the screen.
    await page.setViewportSize({ width: 375, height: 812 });
    await setDefaultTextSize(page, 32);
    expect(await wordsCutByLines(prompt)).toEqual([]);
    await expect(reload).toBeInViewport({ ratio: 1 });

    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.evaluate(recordPicturesAfterAccepting, picturesKey);
    await reload.click();

    // The new worker activates, then the page reloads through it: 5-8 s from the click on a busy
    // machine, more than an assertion's usual wait.
    await expect(page.getByRole('banner')).toContainText(nextBrand, { timeout: 30_000 });
    await expect(page).toHaveTitle(new RegExp(nextBrand));
    await expect(prompt).toBeHidden();
    // Once accepted, the old page prepared nothing more: a picture requested through the old
    // worker while it hands over can hold the new version back for 30 s and more.
    expect(await page.evaluate((key) => sessionStorage.getItem(key), picturesKey)).toBe('[]');
    // One reload, then it stays put.
    await page.waitForTimeout(2_000);
    expect(loads).toBe(1);
    // Every script came from the new build: none of the replaced chunks was loaded.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const chunk of replacedChunks) {
      expect(scripts.filter((name) => name.endsWith(`/${chunk}`))).toEqual([]);
    }
    const controller = await page.evaluate(() => navigator.serviceWorker.controller?.state);
    expect(controller).toBe('activated');
  } finally {
    await server.stop();
    await rm(work, { recursive: true, force: true });
  }
});
