import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { fullLayoutClass } from '../../src/lib/full-layout';
import { expect, languages, test, visit, type Language } from './fixtures';
import { texts as text } from './texts';

/** Opens the home page with the testimonials laid out and on screen. */
async function openBand(page: Page, language: Language) {
  await visit(page, '/', language);
  await page.evaluate((name) => document.documentElement.classList.add(name), fullLayoutClass);
  await page.evaluate(() => {
    const section = document.getElementById('testimonials');
    window.scrollTo({ top: (section?.offsetTop ?? 0) - 100, behavior: 'instant' });
  });
}

/** The screen's pixels in a column `width` px wide at `x`, over the cards' height, as RGB bytes. */
async function column(page: Page, x: number, width: number) {
  const band = await page.locator('#testimonials [data-marquee-track]').boundingBox();
  if (!band) throw new Error('The band has no box.');
  const png = await page.screenshot({
    clip: { x, y: band.y + 8, width, height: band.height - 16 },
  });
  return sharp(png).removeAlpha().raw().toBuffer();
}

/** How far, per colour channel on average, the screen is from what it is without the cards. */
async function edgeDifference(page: Page, x: number, width: number) {
  const withCards = await column(page, x, width);
  const track = page.locator('#testimonials [data-marquee-track]');
  await track.evaluate((el: HTMLElement) => (el.style.visibility = 'hidden'));
  const without = await column(page, x, width);
  await track.evaluate((el: HTMLElement) => (el.style.visibility = ''));
  let sum = 0;
  withCards.forEach((value, i) => (sum += Math.abs(value - (without[i] ?? 0))));
  return sum / withCards.length;
}

/** The band's drift offset and how many of its cards are partly, but not wholly, inside its
 * window, read together in a frame: read apart, or between frames (whose time the drift follows),
 * a loaded machine shows a band in motion as standing still. */
async function bandNow(page: Page) {
  return page.locator('#testimonials [data-marquee-track]').evaluate(
    (track) =>
      new Promise<{ offset: number; cut: number }>((resolve) =>
        requestAnimationFrame(() => {
          const window = (track.parentElement as HTMLElement).getBoundingClientRect();
          const cut = [...track.querySelectorAll('li')]
            .map((card) => card.getBoundingClientRect())
            .filter((box) => box.right > window.left + 1 && box.left < window.right - 1)
            .filter((box) => box.left < window.left - 1 || box.right > window.right + 1).length;
          resolve({ offset: new DOMMatrix(getComputedStyle(track).transform).m41, cut });
        }),
      ),
  );
}

test.describe('testimonial band', () => {
  for (const width of [375, 1440]) {
    test(`at the screen's edges the section's own background shows (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openBand(page, 'en');
      await page.getByRole('button', { name: text.en.testimonials.pause }).click();
      expect(await edgeDifference(page, 0, 16), 'left edge').toBeLessThan(1);
      expect(await edgeDifference(page, width - 16, 16), 'right edge').toBeLessThan(1);
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

    for (const language of languages) {
      test(`touch visitors are asked to tap the pause button, not to hover (${language})`, async ({
        page,
      }) => {
        await openBand(page, language);
        const lead = page.locator('#testimonials header p').last();
        await expect(lead).toContainText(text[language].testimonials.hint.touch);
        expect(await lead.innerText()).not.toContain(text[language].testimonials.hint.hover);
      });
    }

    test('no card is cut while the band stands still', async ({ page }) => {
      await openBand(page, 'en');
      let rests = 0;
      let last = (await bandNow(page)).offset;
      for (let sample = 0; sample < 20; sample += 1) {
        await page.waitForTimeout(400);
        const now = await bandNow(page);
        if (now.offset === last) {
          rests += 1;
          expect(now.cut, `at rest at ${now.offset} px`).toBe(0);
        }
        last = now.offset;
      }
      expect(rests).toBeGreaterThan(0);
    });

    test('a finger swipes the band, which stops on a whole card', async ({ page }) => {
      await openBand(page, 'en');
      const band = await page.locator('#testimonials [data-marquee-track]').boundingBox();
      if (!band) throw new Error('The band has no box.');
      // A finger drawn 240 px to the left across the band, as the touch screen reports it.
      const cdp = await page.context().newCDPSession(page);
      const y = Math.round(band.y + band.height / 2);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: x === undefined ? [] : [{ x, y }],
        });
      await touch('touchStart', 300);
      for (let x = 290; x >= 60; x -= 10) {
        await touch('touchMove', x);
        await page.waitForTimeout(16);
      }
      await touch('touchEnd');
      const viewport = page.locator('#testimonials [data-marquee-track]').locator('..');
      await expect.poll(() => viewport.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
      await page.waitForTimeout(800);
      expect((await bandNow(page)).cut).toBe(0);
      await expect(
        page.getByRole('button', { name: text.en.testimonials.play }),
        'the drift stopped for the finger',
      ).toBeVisible();
    });
  });

  for (const width of [375, 1440]) {
    test(`with reduced motion the cards leave no empty cell (${width} px)`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 900 });
      await openBand(page, 'en');
      const rows = await page.locator('[data-testimonials="main"]').evaluate((list) => {
        const frame = list.getBoundingClientRect();
        const byRow = new Map<number, DOMRect[]>();
        for (const card of list.querySelectorAll('li')) {
          const box = card.getBoundingClientRect();
          byRow.set(Math.round(box.top), [...(byRow.get(Math.round(box.top)) ?? []), box]);
        }
        // Each row's space left and right of its cards: equal when the row is centred or full.
        return [...byRow.values()].map((boxes) => [
          Math.round(Math.min(...boxes.map((b) => b.left)) - frame.left),
          Math.round(frame.right - Math.max(...boxes.map((b) => b.right))),
        ]);
      });
      for (const [left, right] of rows)
        expect(Math.abs((left ?? 0) - (right ?? 0))).toBeLessThan(2);
    });
  }
});
