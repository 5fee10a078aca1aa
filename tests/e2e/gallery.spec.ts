// The project galleries /project/{id}: item counts and ids, the picture dialog (open, close,
// focus, previous/next, arrow keys), thumbnail versus large picture files, Back to Home, and axe
// with and without the dialog.
import type { Locator, Page } from '@playwright/test';
import {
  afterObserversReport,
  cardLook,
  expect,
  expectNoAxeViolations,
  languages,
  shownCard,
  test,
  visit,
  type Language,
} from './fixtures';
import { drawnInFirstFrame, watchFirstFrame } from './first-frame';
import { withOfflineSupport } from './pwa-support';
import { texts } from './texts';

const expectedIds: Record<number, number[]> = {
  1: [1, 2, 3, 4, 5, 6],
  2: [1, 2],
  3: [1, 2, 3, 4, 5, 7, 8, 9],
};

const cards = (page: Page) => page.locator('main article[data-item-id]');
const dialog = (page: Page) => page.getByRole('dialog');

/** Whether the keyboard focus is inside the open dialog. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => {
    const open = document.querySelector('dialog[open]');
    return open !== null && open.contains(document.activeElement);
  });

/** The file a picture shows once it has loaded, and the width in its name (`…-960.avif`). */
async function loadedFile(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const url = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  const match = /\/images\/(.+)\.[0-9a-f]+-(\d+)\.(?:avif|webp)$/.exec(new URL(url).pathname);
  if (!match) throw new Error(`Unexpected picture address ${url}`);
  return { name: match[1], width: Number(match[2]) };
}

/** Visits a gallery and waits until the page has hydrated (cards become active in an effect). */
async function openGallery(page: Page, id: number, language: Language) {
  await visit(page, `/project/${id}`, language);
  await expect(cards(page).first()).toHaveClass(/is-active/);
}

for (const language of languages) {
  const text = texts[language];
  const counter = (current: number, total: number) =>
    text.project.counter
      .replace('{{current}}', String(current))
      .replace('{{total}}', String(total));
  const itemTitle = (key: keyof typeof text.project.items) => text.project.items[key].title;

  test.describe(`gallery (${language})`, () => {
    for (const [id, ids] of Object.entries(expectedIds)) {
      test(`/project/${id} shows ${ids.length} items with their ids, titles and buttons`, async ({
        page,
      }) => {
        await openGallery(page, Number(id), language);
        await expect(cards(page)).toHaveCount(ids.length);
        const shown = await cards(page).evaluateAll((nodes) =>
          nodes.map((node) => Number(node.getAttribute('data-item-id'))),
        );
        expect(shown).toEqual(ids);
        await expect(
          page.getByRole('button', { name: new RegExp(`^${text.project.viewMore}`) }),
        ).toHaveCount(ids.length);
        for (const card of await cards(page).all()) {
          await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
          await expect(card.getByRole('img')).toHaveAttribute('alt', /\S/);
        }
      });
    }

    test('project 3 has no item 6', async ({ page }) => {
      await openGallery(page, 3, language);
      await expect(page.locator('[data-item-id="6"]')).toHaveCount(0);
      await expect(cards(page).nth(5)).toHaveAttribute('data-item-id', '7');
    });

    test('a click on an item opens it over the page; clicks inside keep it open; the close button closes it and focus returns', async ({
      page,
    }) => {
      await openGallery(page, 1, language);
      const card = cards(page).nth(2);
      const drawn = () => card.evaluate((element) => element.checkVisibility());
      await card.getByRole('img').click();
      await expect(dialog(page)).toBeVisible();
      // Behind the dark backdrop the page is not drawn, so making it inert restyles almost nothing.
      expect(await drawn()).toBe(false);
      await expect(dialog(page).getByRole('heading', { level: 2 })).toHaveText(
        itemTitle('guesthouse'),
      );
      await expect(dialog(page)).toHaveAccessibleName(itemTitle('guesthouse'));
      await expect(dialog(page).getByText(counter(3, 6))).toBeVisible();
      await expect(page.locator('body')).toHaveClass(/is-scroll-locked/);
      await dialog(page).getByRole('img').click();
      await dialog(page).getByRole('heading', { level: 2 }).click();
      await expect(dialog(page)).toBeVisible();
      await dialog(page).getByRole('button', { name: text.project.close }).click();
      await expect(dialog(page)).toBeHidden();
      await expect(page.locator('body')).not.toHaveClass(/is-scroll-locked/);
      expect(await drawn()).toBe(true);
      await expect(
        card.getByRole('button', { name: new RegExp(text.project.viewMore) }),
      ).toBeFocused();
    });

    test('closing a picture leaves the cards behind it as they were, without fading in again', async ({
      page,
    }) => {
      await openGallery(page, 1, language);
      const card = cards(page).first();
      await expect(card).toHaveCSS('opacity', '1');
      await card.getByRole('img').click();
      await expect(dialog(page)).toBeVisible();
      await afterObserversReport(page);
      await expect(card).toHaveClass(/is-active/);
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      expect(await cardLook(card)).toEqual(shownCard);
    });

    test('a picture whose View More is below the fold opens without scrolling the page behind', async ({
      page,
    }) => {
      // Reduced motion makes any scroll instant, so a scroll the dialog causes shows at once.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 375, height: 667 });
      await openGallery(page, 1, language);
      const card = cards(page).nth(1);
      // Only the top of the picture is on screen; its View More button is below the fold.
      await card.evaluate((node) => {
        window.scrollTo(0, node.getBoundingClientRect().top + window.scrollY - innerHeight + 80);
      });
      const button = card.getByRole('button');
      await expect(button).not.toBeInViewport();
      const before = await page.evaluate(() => window.scrollY);
      await card.getByRole('img').click({ position: { x: 40, y: 20 } });
      await expect(dialog(page)).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      await expect(button).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
    });

    test('View More opens an item; Escape closes it and focus returns to the button', async ({
      page,
    }) => {
      await openGallery(page, 2, language);
      const button = cards(page).nth(1).getByRole('button');
      await button.click();
      await expect(dialog(page).getByRole('heading', { level: 2 })).toHaveText(
        itemTitle('ceramicsShop'),
      );
      await expect(dialog(page).getByText(counter(2, 2))).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      await expect(button).toBeFocused();
    });

    test('the dialog takes the focus, opened by a click on the item or by View More', async ({
      page,
    }) => {
      await openGallery(page, 1, language);
      await cards(page).nth(2).getByRole('img').click();
      await expect(dialog(page)).toBeVisible();
      await expect.poll(() => focusInDialog(page)).toBe(true);
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page)).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();

      await cards(page).nth(4).getByRole('button').click();
      await expect(dialog(page).getByRole('heading', { level: 2 })).toHaveText(itemTitle('dental'));
      await expect.poll(() => focusInDialog(page)).toBe(true);
    });

    test('the grid loads a thumbnail file, the dialog a larger one of the same picture', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await openGallery(page, 1, language);
      const thumbnail = await loadedFile(cards(page).first().getByRole('img'));
      await cards(page).first().getByRole('button').click();
      await expect(dialog(page)).toBeVisible();
      const large = await loadedFile(dialog(page).getByRole('img'));
      expect(large.name).toBe(thumbnail.name);
      expect(large.width).toBeGreaterThan(thumbnail.width);
    });

    test('a click on the backdrop closes the dialog', async ({ page }) => {
      await openGallery(page, 1, language);
      await cards(page).first().getByRole('button').click();
      await expect(dialog(page)).toBeVisible();
      const picture = await dialog(page).getByRole('img').boundingBox();
      // The viewer fills the screen; its top-left corner is the dark stage, outside the picture.
      expect(picture?.x ?? 0).toBeGreaterThan(10);
      await page.mouse.click(5, 5);
      await expect(dialog(page)).toBeHidden();
    });

    test('previous/next buttons and the arrow keys move between items with "n / total"', async ({
      page,
    }) => {
      await openGallery(page, 3, language);
      await cards(page).first().getByRole('button').click();
      const title = dialog(page).getByRole('heading', { level: 2 });
      await expect(title).toHaveText(itemTitle('brzaskBrand'));
      await expect(dialog(page).getByText(counter(1, 8))).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await expect(title).toHaveText(itemTitle('logoSet'));
      await expect(dialog(page).getByText(counter(8, 8))).toBeVisible();
      await expect(dialog(page).locator('[data-item-id]')).toHaveAttribute('data-item-id', '9');
      await page.keyboard.press('ArrowLeft');
      await expect(title).toHaveText(itemTitle('zawratCans'));
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(title).toHaveText(itemTitle('brzaskBrand'));
      await dialog(page).getByRole('button', { name: text.project.next }).click();
      await expect(title).toHaveText(itemTitle('jazzPosters'));
      await expect(dialog(page).getByText(counter(2, 8))).toBeVisible();
      await dialog(page).getByRole('button', { name: text.project.previous }).click();
      await dialog(page).getByRole('button', { name: text.project.previous }).click();
      await expect(title).toHaveText(itemTitle('logoSet'));
      await expect(dialog(page).getByRole('img')).toHaveAttribute(
        'alt',
        text.project.items.logoSet.alt,
      );
      await expect(dialog(page).getByRole('img')).toHaveJSProperty('complete', true);
    });

    test('Back to Home lands on the home page at the top', async ({ page }) => {
      await openGallery(page, 3, language);
      await page.mouse.wheel(0, 600);
      await page.getByRole('link', { name: text.project.backHome }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
        text.projects.categories.design.title,
      );
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test.describe(() => {
      test.use(withOfflineSupport);
      test('once offline support has taken the page over, a picture still opens drawn', async ({
        page,
      }) => {
        // A page the service worker takes over no longer reuses pictures loaded before it: the
        // prepared picture must be prepared again through the worker, not fetched at the tap.
        const throughWorker: string[] = [];
        page.on('response', (response) => {
          if (response.fromServiceWorker()) throughWorker.push(new URL(response.url()).pathname);
        });
        await openGallery(page, 1, language);
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
        await expect
          .poll(() => throughWorker.filter((path) => path.includes('/website-bakery.')).length)
          .toBeGreaterThan(0);
        await watchFirstFrame(page);
        const requestsBefore = throughWorker.length;
        // The other pictures are prepared again in turn meanwhile: only the tapped one counts.
        await cards(page).first().getByRole('img').click();
        await expect(dialog(page).locator('[data-item-id]')).toHaveAttribute('data-item-id', '1');
        expect(await drawnInFirstFrame(page)).toBe(true);
        expect(
          throughWorker.slice(requestsBefore).filter((path) => path.includes('/website-bakery.')),
        ).toEqual([]);
      });
    });

    test('has no axe violations, with the dialog closed and open', async ({ page }) => {
      await openGallery(page, 1, language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text.projects.categories.website.title,
      );
      // Every card in its end state (cards fade in as they scroll into view).
      for (const card of await cards(page).all()) {
        await card.scrollIntoViewIfNeeded();
        await expect(card).toHaveClass(/is-active/);
      }
      await page.waitForTimeout(700);
      await expectNoAxeViolations(page);
      await cards(page).first().getByRole('button').click();
      await expect(dialog(page)).toBeVisible();
      await page.waitForTimeout(400);
      await expectNoAxeViolations(page);
    });
  });
}

test('cards below the fold hide without a fade as the app starts, and fade in when reached', async ({
  page,
}) => {
  // Each fade is a transition (and a compositor layer); all of a gallery's at once made a long
  // task as the app started.
  await page.addInitScript(() => {
    const fades: string[] = [];
    Object.assign(window, { cardFades: fades });
    document.addEventListener(
      'transitionrun',
      (event) => {
        if (event.target instanceof Element && event.target.closest('article')) {
          fades.push(event.propertyName);
        }
      },
      true,
    );
  });
  const fades = () =>
    page.evaluate(() => (window as unknown as { cardFades: string[] }).cardFades.length);
  await page.setViewportSize({ width: 375, height: 700 });
  // Waits for the app on purpose: the test is about what its start does to the cards.
  await openGallery(page, 3, 'en');
  const below = cards(page).last();
  await expect(below).toHaveCSS('opacity', '0');
  expect(await fades()).toBe(0);

  await below.scrollIntoViewIfNeeded();
  await expect(below).toHaveClass(/is-active/);
  await expect(below).toHaveCSS('opacity', '1');
  expect(await fades()).toBeGreaterThan(0);
});
