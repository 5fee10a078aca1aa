// The smoke suite: the main journeys on the production build. Also run against the real nginx
// with the generated config (playwright.nginx.config.ts, from `npm run test:hosting`).
import { expect, languages, test, visit } from './fixtures';
import { precachingTimeout, withOfflineSupport } from './pwa-support';
import { texts } from './texts';

for (const language of languages) {
  const t = texts[language];

  test.describe(`smoke (${language})`, () => {
    test('home answers with its page', async ({ page }) => {
      await visit(page, '/', language);
      await expect(page).toHaveTitle(t.common.meta.home.title);
      await expect(page.locator('main')).toBeVisible();
    });

    test('a gallery answers with its page', async ({ page }) => {
      await visit(page, '/project/1', language);
      const title = t.projects.categories.website.title;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });

    test('About answers with its page, with and without the trailing slash', async ({ page }) => {
      await visit(page, '/about', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.about.title);
      await page.goto('/about/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.about.title);
    });

    test('an unknown path shows the not-found page', async ({ page, request }) => {
      expect((await request.get('/no-such-page')).status()).toBe(404);
      await visit(page, '/no-such-page', language);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(t.common.notFound.title);
    });
  });
}

test('the language switch changes the page and is remembered', async ({ page }) => {
  await visit(page, '/about', 'en');
  await page
    .getByRole('button', {
      name: texts.en.common.language.current.replace('{{language}}', 'English'),
    })
    .click();
  await page.getByRole('button', { name: texts.pl.common.language.pl }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.pl.about.title);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.pl.about.title);
});

test.describe(() => {
  test.use(withOfflineSupport);
  test('a reload while offline still shows the page', async ({ page, context, request }) => {
    test.setTimeout(precachingTimeout);
    // The server must hand out the service worker as a script, revalidated on every visit.
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    await visit(page, '/about', 'en');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // A controlled reload first, so the page is served through the worker.
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.en.about.title);
    await context.setOffline(false);
  });
});
