// The page frame every screen shares, as assistive technology meets it: the skip link comes
// first, one banner with the named main navigation, one main, one footer; every home section is
// named by its heading; the reading and picture dialogs are modal and named.
import type { Locator } from '@playwright/test';
import { expect, languages, showCard, test, visit } from './fixtures';
import { text } from './pwa-support';

const paths = ['/', '/about', '/project/1', '/project/4', '/nope'];

/** True when the dialog is modal: aria-modal="true", or a native <dialog> opened with showModal. */
const isModal = (dialog: Locator) =>
  dialog.evaluate(
    (element) => element.getAttribute('aria-modal') === 'true' || element.matches(':modal'),
  );

for (const language of languages) {
  const t = (namespace: string, key: string) => text(language, namespace, key);

  test.describe(`page structure (${language})`, () => {
    for (const path of paths) {
      test(`${path}: skip link first, one banner with a named navigation, one main, one footer`, async ({
        page,
      }) => {
        await visit(page, path, language);

        // The first Tab from the top of the page lands on the skip link, which points at main.
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: t('common', 'skipToContent') });
        await expect(skip).toBeFocused();
        const main = page.getByRole('main');
        await expect(main).toHaveCount(1);
        const mainId = await main.getAttribute('id');
        expect(mainId).toMatch(/\S/);
        await expect(skip).toHaveAttribute('href', `#${mainId}`);
        // Following it moves the focus to the main content.
        await page.keyboard.press('Enter');
        await expect(main).toBeFocused();

        const banner = page.getByRole('banner');
        await expect(banner).toHaveCount(1);
        const navigation = banner.getByRole('navigation');
        await expect(navigation).toHaveCount(1);
        await expect(navigation).toHaveAccessibleName(t('navbar', 'label'));
        await expect(page.getByRole('contentinfo')).toHaveCount(1);
      });
    }

    test('every home section is named by its own heading', async ({ page }) => {
      await visit(page, '/', language);
      const sections = await page.locator('main section').all();
      expect(sections.length).toBeGreaterThanOrEqual(8);
      for (const section of sections) {
        const heading = section.getByRole('heading').first();
        await expect(heading).toHaveText(/\S/);
        await expect(section).toHaveAccessibleName((await heading.textContent()) ?? '');
      }
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
    });

    test('the blog article opens in a named modal dialog', async ({ page }) => {
      await visit(page, '/', language);
      const title = t('blog', 'posts.first-screen.title');
      const read = page.getByRole('button', {
        name: t('blog', 'readLabel').replace('{{title}}', title),
      });
      await showCard(read);
      await read.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleName(title);
      expect(await isModal(dialog)).toBe(true);
    });

    test('a gallery picture opens in a named modal dialog', async ({ page }) => {
      await visit(page, '/project/1', language);
      const card = page.locator('main article').first();
      const title = (await card.getByRole('heading').textContent()) ?? '';
      expect(title).toMatch(/\S/);
      await card.getByRole('button', { name: new RegExp(t('project', 'viewMore')) }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleName(title);
      expect(await isModal(dialog)).toBe(true);
    });
  });
}
