import type { Locator, Page } from '@playwright/test';
import {
  expect,
  languages,
  ownedByApp,
  studio,
  test,
  visit,
  visitEarly,
  waitForHydration,
} from './fixtures';

const labels = {
  en: ['Home', 'About', 'Services', 'Projects', 'Testimonials', 'Blog', 'Contact'],
  pl: ['Start', 'O nas', 'Usługi', 'Projekty', 'Opinie', 'Blog', 'Kontakt'],
};

/**
 * Scrolls (without smooth scrolling, as a wheel or a scroll bar would) until the section's top sits
 * `offset` px below the viewport's top edge. Sections below the first screen are laid out only as
 * they come near, so the page may grow on the way: repeat until the section stays put.
 */
async function scrollSectionTo(page: Page, id: string, offset: number) {
  await page.evaluate(
    async ({ id, offset }) => {
      const section = document.getElementById(id);
      if (!section) throw new Error(`No section #${id}`);
      for (let round = 0; round < 20; round += 1) {
        const top = section.getBoundingClientRect().top;
        if (Math.abs(top - offset) < 1) return;
        window.scrollTo({ top: window.scrollY + top - offset, behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
      }
      throw new Error(`#${id} would not stay at ${offset} px`);
    },
    { id, offset },
  );
}

/** The site header's bar's distance from the viewport's top: 0 when docked. */
const barTop = (header: Locator) => () =>
  header
    .locator('div')
    .first()
    .evaluate((bar) => Math.round(bar.getBoundingClientRect().top));

test.describe('header', () => {
  test('is 75 px high and docks to the top edge after 70 px of scroll', async ({ page }) => {
    await visit(page, '/', 'en');
    const header = page.locator('header').first();
    const box = async () =>
      header.evaluate((el) => {
        const rect = el.querySelector('div')?.getBoundingClientRect();
        const docked = document.documentElement.dataset.docked;
        return { top: rect?.top ?? -1, height: rect?.height ?? -1, docked };
      });
    expect((await box()).height).toBe(75);
    expect((await box()).top).toBeGreaterThan(0);

    await page.evaluate(() => window.scrollTo(0, 70));
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => window.scrollY)).toBe(70);
    expect(await box()).toMatchObject({ docked: 'false' });
    expect((await box()).top).toBeGreaterThan(0);
    const shadowAt70 = await header
      .locator('div')
      .first()
      .evaluate((el) => getComputedStyle(el).boxShadow);
    expect(shadowAt70).toBe('none');

    await page.evaluate(() => window.scrollTo(0, 71));
    await expect.poll(async () => (await box()).top).toBe(0);
    expect(await box()).toMatchObject({ docked: 'true', height: 75 });
    const shadowAt71 = await header
      .locator('div')
      .first()
      .evaluate((el) => getComputedStyle(el).boxShadow);
    expect(shadowAt71).not.toBe('none');
  });

  for (const language of languages) {
    test(`docks as the visitor scrolls from the first paint, before the app has started (${language})`, async ({
      page,
    }) => {
      const { releaseApp } = await visitEarly(page, '/', language);
      const header = page.locator('#root > header');
      const top = barTop(header);
      await expect(header).toBeVisible();
      await page.mouse.move(200, 400);
      await page.mouse.wheel(0, 600);
      await expect.poll(top).toBe(0);
      // Still the prerendered page: its scripts are held back.
      expect(await ownedByApp(header)).toBe(false);
      await page.mouse.wheel(0, -600);
      await expect.poll(top).toBeGreaterThan(0);

      // Docked when the app starts: it stays docked, and floats again back at the top.
      await page.mouse.wheel(0, 600);
      await expect.poll(top).toBe(0);
      releaseApp();
      await waitForHydration(page);
      expect(await top()).toBe(0);
      // The sections the app draws may move the page under the visitor: all the way up.
      await page.mouse.wheel(0, -5000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect.poll(top).toBeGreaterThan(0);
    });
  }

  for (const language of languages) {
    test(`lists the sections in order and follows clicks (${language})`, async ({ page }) => {
      await visit(page, '/', language);
      const nav = page.getByRole('navigation').first();
      await expect(nav.getByRole('link')).toHaveText(labels[language]);
      await expect(nav.getByRole('link', { name: labels[language][0] })).toHaveAttribute(
        'aria-current',
        'location',
      );

      await nav.getByRole('link', { name: labels[language][2] }).click();
      await expect(nav.getByRole('link', { name: labels[language][2] })).toHaveAttribute(
        'aria-current',
        'location',
      );
      await expect(page).toHaveURL(/\/$/);
      // The section lands just below the fixed header, not under it.
      const servicesTop = () =>
        page.locator('#services').evaluate((el) => Math.round(el.getBoundingClientRect().top));
      await expect.poll(servicesTop).toBeLessThan(130);
      expect(await servicesTop()).toBeGreaterThanOrEqual(75);

      await page.getByRole('link', { name: studio.name }).first().click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  }

  for (const language of languages) {
    test(`the highlighted section follows scrolling without a click (${language})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await visit(page, '/', language);
      const nav = page.getByRole('navigation').first();
      const current = nav.locator('[aria-current="location"]');
      const link = (index: number) => nav.getByRole('link', { name: labels[language][index] });
      await expect(current).toHaveCount(1);
      await expect(link(0)).toHaveAttribute('aria-current', 'location');

      // Services just under the header, then blog: the highlight moves along, and only one link
      // carries it.
      await scrollSectionTo(page, 'services', 120);
      await expect(link(2)).toHaveAttribute('aria-current', 'location');
      await expect(current).toHaveCount(1);
      await expect(link(0)).not.toHaveAttribute('aria-current');

      await scrollSectionTo(page, 'blog', 120);
      await expect(link(5)).toHaveAttribute('aria-current', 'location');
      await expect(current).toHaveCount(1);
      await expect(link(2)).not.toHaveAttribute('aria-current');

      // The mouse wheel back up until the blog's top is below 40 % of the viewport: the
      // testimonials, already partly under the header all along, are highlighted again.
      await page.mouse.move(640, 400);
      const blogTop = () =>
        page.locator('#blog').evaluate((element) => element.getBoundingClientRect().top);
      for (let turn = 0; turn < 10 && (await blogTop()) < 400; turn += 1) {
        await page.mouse.wheel(0, -100);
        await page.waitForTimeout(150);
      }
      await expect.poll(blogTop).toBeGreaterThan(0.4 * 800);
      expect(
        await page
          .locator('#testimonials')
          .evaluate((element) => element.getBoundingClientRect().bottom),
      ).toBeGreaterThan(400);
      await expect(link(4)).toHaveAttribute('aria-current', 'location');
      await expect(current).toHaveCount(1);

      // Back at the top, home is highlighted again.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expect(link(0)).toHaveAttribute('aria-current', 'location');
      await expect(current).toHaveCount(1);
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('a section link on another page leads to that home section', async ({ page }) => {
    await visit(page, '/about', 'en');
    await page.getByRole('navigation').first().getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/#blog$/);
    await expect
      .poll(() =>
        page.locator('#blog').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      )
      .toBeLessThan(130);
  });

  test('shows Contact as a highlighted button on desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await visit(page, '/', 'en');
    const contact = page.getByRole('navigation').first().getByRole('link', { name: 'Contact' });
    const background = await contact.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  for (const language of languages) {
    test(`mobile menu opens, holds every section and the language switcher, and closes after a choice (${language})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await visit(page, '/', language);
      const toggle = page.getByRole('button', {
        name: language === 'en' ? 'Open menu' : 'Otwórz menu',
      });
      const nav = page.getByRole('navigation').first();
      await expect(nav.getByRole('link').first()).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      await toggle.click();
      const close = page.getByRole('button', {
        name: language === 'en' ? 'Close menu' : 'Zamknij menu',
      });
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link')).toHaveText(labels[language]);
      await expect(nav.getByRole('button', { name: /Language|Język/ })).toBeVisible();
      // Contact is an ordinary entry here, not a filled button.
      const contact = nav.getByRole('link', { name: labels[language][6] });
      expect(await contact.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
        'rgba(0, 0, 0, 0)',
      );

      await nav.getByRole('link', { name: labels[language][5] }).click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('link').first()).toBeHidden();
    });
  }
});
