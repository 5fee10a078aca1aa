// A visitor taps the moment the page is on screen, on a phone, before the app has arrived: every
// visible control must still do its job. None of these tests waits for hydration; most hold the
// app's scripts back (a slow network) until after the tap, so the tap certainly comes first.
import type { Locator, Page } from '@playwright/test';
import { pressedAttribute } from '../../src/lib/early-activation';
import { settledAttribute } from '../../src/lib/page-settled';
import { expect, languages, test, visitEarly } from './fixtures';
import { texts } from './texts';

/** Taps a control before the app, sees it marked as pressed, then lets the app arrive. */
async function tapBeforeApp(control: Locator, releaseApp: () => void) {
  await control.click();
  await expect(control).toHaveAttribute(pressedAttribute, '');
  releaseApp();
  // Looked for by attribute, not by role: a dialog the tap opens hides the page (and the control)
  // behind it in the same moment the mark goes.
  await expect(control.page().locator(`[${pressedAttribute}]`)).toHaveCount(0);
}

const dialog = (page: Page) => page.getByRole('dialog');

for (const language of languages) {
  const text = texts[language];

  test.describe(`early visitor (${language})`, () => {
    test('Read opens the article, and its close button closes it', async ({ page }) => {
      // A whole home page at 4x CPU, then a dialog opened and closed: 25-59 s with two busy loops
      // beside the two workers, with or without the arrival script (median 43 s before, 41 after)
      test.setTimeout(90_000);
      const { releaseApp } = await visitEarly(page, '/#blog', language);
      const read = page.getByRole('button', { name: new RegExp(`^${text.blog.read}`) }).first();
      await tapBeforeApp(read, releaseApp);
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page).getByRole('heading', { level: 2 })).not.toBeEmpty();
      await expect(dialog(page).getByRole('img').first()).toHaveJSProperty('complete', true);
      await dialog(page).getByRole('button', { name: text.blog.close }).click();
      await expect(dialog(page)).toBeHidden();
      await expect(read).toBeFocused();
    });

    test('a gallery picture and View More open their items', async ({ page }) => {
      const { releaseApp } = await visitEarly(page, '/project/1', language);
      const cards = page.locator('main article[data-item-id]');
      await cards.nth(1).getByRole('img').click();
      await expect(cards.nth(1)).toHaveAttribute('data-pressed', '');
      releaseApp();
      await expect(dialog(page).locator('[data-item-id]')).toHaveAttribute('data-item-id', '2');
      await dialog(page).getByRole('button', { name: text.project.close }).click();
      await expect(dialog(page)).toBeHidden();
      await cards.nth(2).getByRole('button').click();
      await expect(dialog(page).locator('[data-item-id]')).toHaveAttribute('data-item-id', '3');
    });

    test('View More works when it is the very first tap', async ({ page }) => {
      const { releaseApp } = await visitEarly(page, '/project/3', language);
      await tapBeforeApp(
        page.locator('main article[data-item-id]').first().getByRole('button'),
        releaseApp,
      );
      await expect(dialog(page).locator('[data-item-id]')).toHaveAttribute('data-item-id', '1');
    });

    test('the menu toggle opens the menu on a phone', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      const { releaseApp } = await visitEarly(page, '/', language);
      await expect(page.getByRole('button', { name: text.navbar.openMenu })).toBeVisible();
      await tapBeforeApp(page.locator('button[aria-controls="site-menu"]'), releaseApp);
      await expect(page.getByRole('button', { name: text.navbar.closeMenu })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });

    test('the language switcher opens, and its option switches the language', async ({ page }) => {
      const { releaseApp } = await visitEarly(page, '/about', language);
      const switcher = page.getByRole('button', {
        name: new RegExp(`^${text.common.language.label}`),
      });
      await tapBeforeApp(switcher, releaseApp);
      await expect(switcher).toHaveAttribute('aria-expanded', 'true');
      const other = language === 'en' ? 'pl' : 'en';
      await page.locator(`button[lang="${other}"]`).click();
      await expect(page.locator('html')).toHaveAttribute('lang', other);
    });

    test('the testimonials pause button pauses them', async ({ page }) => {
      const { releaseApp } = await visitEarly(page, '/#testimonials', language);
      await expect(page.getByRole('button', { name: text.testimonials.pause })).toBeVisible();
      await tapBeforeApp(page.locator('#testimonials button'), releaseApp);
      await expect(page.getByRole('button', { name: text.testimonials.play })).toBeVisible();
    });

    test('scroll-to-top takes the visitor back to the top', async ({ page }) => {
      const { releaseApp } = await visitEarly(page, '/about', language);
      const toTop = page.getByRole('button', { name: text.footer.scrollTop });
      await tapBeforeApp(toTop, releaseApp);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('links work before the app: logo, section links, Back to Home, contact', async ({
      page,
    }) => {
      await visitEarly(page, '/project/2', language);
      await page.getByRole('link', { name: text.project.backHome }).click();
      await expect(page).toHaveURL(/\/$/);
      await page.getByRole('navigation').first().getByRole('link').nth(2).click();
      await expect(page).toHaveURL(/#services$/);
      await page.getByRole('link', { name: text.services.cta }).click();
      await expect(page).toHaveURL(/#contact$/);
      await page.goto('/about', { waitUntil: 'commit' });
      await page.getByRole('link', { name: text.navbar.logo }).first().click();
      await expect(page).toHaveURL(/\/$/);
      await page
        .context()
        .route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
      await page.goto('/about', { waitUntil: 'commit' });
      const [chat] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByRole('link', { name: new RegExp(text.about.contact) }).click(),
      ]);
      expect(chat.url()).toMatch(/^https:\/\/wa\.me\/\d+/);
    });

    test('a page scrolled before the app stays where the visitor took it', async ({ page }) => {
      const { releaseApp } = await visitEarly(page, '/', language);
      await expect(page.locator('#services')).toBeAttached();
      await page.mouse.wheel(0, 3000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
      const scrolled = await page.evaluate(() => {
        const record = window as unknown as { lowestScroll: number };
        record.lowestScroll = window.scrollY;
        addEventListener('scroll', () => {
          record.lowestScroll = Math.min(record.lowestScroll, window.scrollY);
        });
        return window.scrollY;
      });
      releaseApp();
      // Until the app has taken over and the page has settled: what the takeover does is the test.
      await expect(page.locator(`html[${settledAttribute}]`)).toBeAttached({ timeout: 20_000 });
      const lowest = await page.evaluate(
        () => (window as unknown as { lowestScroll: number }).lowestScroll,
      );
      expect(lowest).toBeGreaterThanOrEqual(scrolled - 1);
    });

    test('a tap while the app is arriving is carried out too', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await visitEarly(page, '/', language, { holdApp: false });
      await page.getByRole('button', { name: text.navbar.openMenu }).click();
      await expect(page.getByRole('button', { name: text.navbar.closeMenu })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });
  });
}
