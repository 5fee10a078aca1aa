// The gallery's work viewer: the piece large on a dark stage, its title and caption, the close
// button clear of the picture, the stage around the picture closing it; on a phone, a site or
// shop as a phone shows it.
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  dialogAtRest,
  expect,
  expectNoAxeViolations,
  languages,
  test,
  visit,
  type Language,
} from './fixtures';
import { drawnInFirstFrame, watchFirstFrame } from './first-frame';
import { texts } from './texts';
import { text as textOf } from './pwa-support';

const dialog = (page: Page) => page.getByRole('dialog');

/** The screen's colour at a point, as [r, g, b]. */
async function colourAt(page: Page, x: number, y: number) {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 } });
  return [...(await sharp(png).removeAlpha().raw().toBuffer())];
}

for (const width of [375, 1440]) {
  for (const language of languages) {
    test(`the work viewer shows the piece on a dark stage, close button clear of it (${width} px, ${language})`, async ({
      page,
    }) => {
      const text = texts[language];
      const height = width < 600 ? 800 : 900;
      await page.setViewportSize({ width, height });
      await visit(page, '/project/1', language);
      await page.locator('main article[data-item-id="1"]').click();
      const picture = dialog(page).getByRole('img');
      await expect(picture).toBeVisible();
      await expect(dialog(page)).toContainText(textOf(language, 'galleryCaptions', 'bakery'));

      const pictureBox = await picture.boundingBox();
      const closeBox = await dialog(page)
        .getByRole('button', { name: text.project.close })
        .boundingBox();
      if (!pictureBox || !closeBox) throw new Error('No picture or close button box.');
      const overlaps =
        closeBox.x < pictureBox.x + pictureBox.width &&
        pictureBox.x < closeBox.x + closeBox.width &&
        closeBox.y < pictureBox.y + pictureBox.height &&
        pictureBox.y < closeBox.y + closeBox.height;
      expect(overlaps, 'the close button overlaps the picture').toBe(false);

      // The stage is dark and runs to the screen's corners.
      for (const [x, y] of [
        [2, height - 2],
        [width - 2, height - 2],
      ] as const) {
        const [r = 255, g = 255, b = 255] = await colourAt(page, x, y);
        expect(Math.max(r, g, b), `screen colour at ${x}, ${y}`).toBeLessThan(40);
      }

      // The picture and the caption keep it open; the stage beside the picture closes it.
      await picture.click();
      await dialog(page)
        .getByText(textOf(language, 'galleryCaptions', 'bakery'))
        .click();
      await expect(dialog(page)).toBeVisible();
      await page.mouse.click(4, pictureBox.y + pictureBox.height / 2);
      await expect(dialog(page)).toBeHidden();
    });
  }
}

/** The piece a picture shows once loaded: its group and name (`portfolio-phone/shop-coffee`). */
const shownPiece = (picture: Locator) =>
  picture.evaluate(
    (img: HTMLImageElement) =>
      /\/images\/(.+)\.[0-9a-f]{8}-\d+\.(?:avif|webp)$/.exec(new URL(img.currentSrc).pathname)?.[1],
  );

/**
 * Opens a gallery once its pieces' pictures are prepared, in idle time. A tap before that waits at
 * most 300 ms for its picture (stalled-picture.spec.ts), which a busy test machine can exceed.
 */
async function visitPrepared(page: Page, path: string, language: Language) {
  await visit(page, path, language);
  await page.waitForLoadState('networkidle');
}

// A site and a shop: on a phone the viewer shows them as a phone shows them, upright and across
// the screen so that their text reads; on a desktop, as a desktop screen shows them.
const sitesAndShops = [
  { path: '/project/1', id: 2, piece: 'website-architect', key: 'architect' },
  { path: '/project/2', id: 1, piece: 'shop-coffee', key: 'coffeeShop' },
] as const;

for (const language of languages) {
  for (const { path, id, piece, key } of sitesAndShops) {
    test(`on a phone the viewer shows ${piece} as a phone shows it, across the screen (${language})`, async ({
      page,
    }) => {
      const text = texts[language];
      const [width, height] = [375, 800];
      await page.setViewportSize({ width, height });
      await visitPrepared(page, path, language);
      await watchFirstFrame(page);
      await page.locator(`main article[data-item-id="${id}"]`).click();
      const picture = dialog(page).getByRole('img');
      await expect(picture).toHaveAttribute('alt', text.project.items[key].alt);
      // Opened with its picture drawn: the one the phone shows was the one prepared.
      expect(await drawnInFirstFrame(page)).toBe(true);
      expect(await shownPiece(picture)).toBe(`portfolio-phone/${piece}`);

      await dialogAtRest(dialog(page));
      const box = await picture.boundingBox();
      if (!box) throw new Error('No picture box.');
      expect(box.height, 'upright').toBeGreaterThan(box.width);
      expect(box.width, 'across the screen').toBeGreaterThanOrEqual(0.9 * width);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      const close = await dialog(page)
        .getByRole('button', { name: text.project.close })
        .boundingBox();
      expect(close && close.y + close.height, 'close button above the picture').toBeLessThanOrEqual(
        box.y,
      );

      // Taller than the screen: it scrolls under the title and previous/next, which stay on
      // screen, and its foot can be reached above them.
      const next = dialog(page).getByRole('button', { name: text.project.next });
      const title = dialog(page).getByRole('heading', { level: 2 });
      await expect(next).toBeInViewport({ ratio: 1 });
      /** How far the picture's foot runs below the top of the title. */
      const hiddenFoot = async () => {
        const [now, top] = [await picture.boundingBox(), await title.boundingBox()];
        return now && top ? now.y + now.height - top.y : Infinity;
      };
      expect(await hiddenFoot()).toBeGreaterThan(0);
      await page.mouse.move(width / 2, box.y + 100);
      await page.mouse.wheel(0, box.height);
      await expect.poll(hiddenFoot).toBeLessThanOrEqual(0);
      await expect(next).toBeInViewport({ ratio: 1 });
      await expectNoAxeViolations(page);

      // The next piece starts at its top.
      await next.click();
      await expect(title).not.toHaveText(text.project.items[key].title);
      await expect.poll(async () => (await picture.boundingBox())?.y).toBe(box.y);
    });

    test(`on a desktop the viewer shows ${piece} as a desktop screen shows it (${language})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await visitPrepared(page, path, language);
      await watchFirstFrame(page);
      await page.locator(`main article[data-item-id="${id}"]`).click();
      const picture = dialog(page).getByRole('img');
      await expect(picture).toBeVisible();
      expect(await drawnInFirstFrame(page)).toBe(true);
      expect(await shownPiece(picture)).toBe(`portfolio/${piece}`);
      const box = await picture.boundingBox();
      expect(box && box.width > box.height, 'landscape').toBe(true);
    });
  }
}

// A laptop's short window: the piece shrinks to the stage, whole and in its own shape, and leaves
// its title, caption and buttons clear (it used to keep its full size and run over them).
for (const language of languages) {
  test(`in a short window the piece fits the stage above its title and buttons (1280 × 720, ${language})`, async ({
    page,
  }) => {
    const text = texts[language];
    await page.setViewportSize({ width: 1280, height: 720 });
    await visit(page, '/project/1', language);
    await page.locator('main article[data-item-id="1"]').click();
    const picture = dialog(page).getByRole('img');
    await expect(picture).toHaveJSProperty('complete', true);
    await dialogAtRest(dialog(page));

    const box = await picture.boundingBox();
    if (!box) throw new Error('No picture box.');
    const naturalShape = await picture.evaluate(
      (img: HTMLImageElement) => img.naturalWidth / img.naturalHeight,
    );
    expect(box.width / box.height).toBeCloseTo(naturalShape, 2);
    expect(box.y).toBeGreaterThanOrEqual(0);
    for (const below of [
      dialog(page).getByRole('heading', { level: 2 }),
      dialog(page).getByText(textOf(language, 'galleryCaptions', 'bakery')),
      dialog(page).getByRole('button', { name: text.project.previous }),
      dialog(page).getByRole('button', { name: text.project.next }),
    ]) {
      const { y = 0 } = (await below.boundingBox()) ?? {};
      expect(y, `${below}`).toBeGreaterThanOrEqual(box.y + box.height);
    }
  });
}
