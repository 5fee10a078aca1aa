// The gallery's work viewer: the piece large on a dark stage, its title and caption, the close
// button clear of the picture, the stage around the picture closing it.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, languages, test, visit } from './fixtures';
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
