// A visitor on a network that stalls: a dialog's picture that does not come must not keep the
// dialog closed. It opens without the picture, which shows once the network delivers it. The
// window is 1440 px wide, so that a dialog asks for a wider picture than the cards show.
import type { Locator, Page } from '@playwright/test';
import { dialogAtRest, expect, languages, showCard, test, visit, visitEarly } from './fixtures';
import { texts } from './texts';

test.use({ viewport: { width: 1440, height: 900 } });

type StalledNetwork = { heldCount: () => number; release: () => Promise<void> };

/** Holds every picture request `pattern` matches until `release()`; the others go through. */
async function stallPictures(page: Page, pattern: RegExp): Promise<StalledNetwork> {
  const held: (() => Promise<void>)[] = [];
  let released = false;
  await page.route('**/images/**', async (route) => {
    if (released || !pattern.test(route.request().url())) await route.continue();
    else held.push(() => route.continue());
  });
  return {
    heldCount: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((resume) => resume()));
    },
  };
}

/**
 * The open dialog's picture is still on its way, and `place` holds its place meanwhile: the
 * picture itself (a box of its shape) or a stand-in. Once the network delivers the picture, it
 * shows in full, in that same box: nothing moves.
 */
async function expectPictureFollows(dialog: Locator, place: Locator, network: StalledNetwork) {
  const picture = dialog.getByRole('img').first();
  await expect(picture).toHaveJSProperty('complete', false);
  expect(network.heldCount()).toBeGreaterThan(0);
  await dialogAtRest(dialog);
  const box = await place.boundingBox();
  expect(box?.width).toBeGreaterThan(100);
  expect(box?.height).toBeGreaterThan(100);

  await network.release();
  await expect(picture).toHaveJSProperty('complete', true);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await picture.boundingBox()).toEqual(box);
}

for (const language of languages) {
  const text = texts[language];

  test(`${language}: an article opens while its picture is stalled, and the picture follows`, async ({
    page,
  }) => {
    // The reading view draws the article's picture 768 px wide: its 960 px files.
    const network = await stallPictures(page, /\/images\/blog\/[^/]+-960\./);
    await visit(page, '/', language);
    const read = page.getByRole('button', { name: new RegExp(`^${text.blog.read}`) }).first();
    await showCard(read);
    await read.click();

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible();
    await expectPictureFollows(dialog, dialog.getByRole('img').first(), network);
  });

  test(`${language}: a gallery piece tapped before the app opens while its picture is stalled`, async ({
    page,
  }) => {
    // The work viewer draws a piece up to the stage's width: its 1440 px files.
    const network = await stallPictures(page, /\/images\/portfolio\/[^/]+-1440\./);
    const { releaseApp } = await visitEarly(page, '/project/1', language);
    const card = page.locator('main article[data-item-id]').first();
    await card.getByRole('img').click();
    await expect(card).toHaveAttribute('data-pressed', '');
    releaseApp();

    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('[data-item-id]')).toHaveAttribute('data-item-id', '1');
    await expect(dialog.getByRole('button', { name: text.project.close })).toBeVisible();
    // The work viewer draws an empty box of the picture's shape under it.
    const standIn = dialog.locator('picture').locator('xpath=preceding-sibling::*[1]');
    await expectPictureFollows(dialog, standIn, network);
  });
}
