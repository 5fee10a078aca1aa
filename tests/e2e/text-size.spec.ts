import type { Page } from '@playwright/test';
import { expect, languages, test, visibleTextElements, visit } from './fixtures';
import { linesOf, setDefaultTextSize, wordsCutByLines } from './reading-size';

/*
 * Visitors who read with larger text: a larger default size in the browser's settings (Chrome's
 * "Very large" is 24 px, 150 %; 32 px is WCAG's 200 %), a narrow phone, or WCAG's text spacing
 * (1.4.12). Nothing may run off the screen or be cut off by its box.
 */

const pages = ['/', '/about', '/project/1', '/nope'];

/** WCAG 1.4.12's spacing, as a reader's own style sheet sets it. */
async function addTextSpacing(page: Page) {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
      word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

/**
 * Every visible text that reaches past the screen's right edge or is cut off by its own box, and
 * whether the page scrolls sideways. The testimonials' marquee, which runs past the edge by design
 * inside a clipping band, aside.
 */
async function textOffScreen(page: Page) {
  const elements = await visibleTextElements(page);
  return elements.evaluate((list) => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      found.push(`the page scrolls sideways (${root.scrollWidth} px in ${root.clientWidth} px)`);
    }
    for (const element of list) {
      if (element.closest('[data-marquee-track]')) continue;
      const box = element.getBoundingClientRect();
      const text = `"${element.textContent?.trim().slice(0, 40)}"`;
      if (box.right > root.clientWidth + 1) {
        found.push(`${text} ends at ${Math.round(box.right)} px`);
      }
      const style = getComputedStyle(element);
      const clipsSideways = style.overflowX !== 'visible';
      if (clipsSideways && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${text} is cut off (${element.scrollWidth} px in ${element.clientWidth} px)`);
      }
    }
    return found;
  });
}

test.describe('larger text', () => {
  for (const language of languages) {
    for (const [width, textSize] of [
      [1440, 24],
      [1440, 32],
      [1024, 32],
      [375, 24],
      [375, 32],
      [280, 16],
    ] as const) {
      test(`${textSize} px text at ${width} px fits the screen (${language})`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await setDefaultTextSize(page, textSize);
        for (const path of pages) {
          await visit(page, path, language);
          expect(await textOffScreen(page), path).toEqual([]);
        }
      });
    }

    test(`with 200 % text on a phone, the studio's name and the "404" keep one line (${language})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 900 });
      await setDefaultTextSize(page, 32);
      await visit(page, '/', language);
      const name = page.getByRole('banner').getByRole('link').first().locator('span[aria-hidden]');
      expect(await linesOf(name)).toBe(1);
      await visit(page, '/nope', language);
      expect(await linesOf(page.getByRole('main').getByText('404', { exact: true }).first())).toBe(
        1,
      );
    });

    test(`with 200 % text on a phone, the email address breaks only before its "@" or a dot (${language})`, async ({
      page,
    }) => {
      await setDefaultTextSize(page, 32);
      for (const width of [320, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await visit(page, '/', language);
        const addresses = page.locator('a[href^="mailto:"]');
        await expect(addresses).toHaveCount(2); // the contact section's and the footer's
        for (const address of await addresses.all()) {
          expect(await wordsCutByLines(address), `${width} px`).toEqual([]);
          // The break opportunities are not spaces to a screen reader.
          await expect(address).toHaveAccessibleName(/ hello@example\.com$/);
        }
      }
    });

    test(`WCAG text spacing at 320 px fits the screen (${language})`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 900 });
      for (const path of pages) {
        await visit(page, path, language);
        await addTextSpacing(page);
        expect(await textOffScreen(page), path).toEqual([]);
      }
    });
  }

  test('with 200 % text on a phone, the type steps keep their order', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await setDefaultTextSize(page, 32);
    await visit(page, '/', 'en');
    const { display, h2, h3, body } = await page.evaluate(() => {
      const size = (step: string) => {
        const probe = document.createElement('p');
        probe.style.fontSize = `var(--text-${step})`;
        document.body.append(probe);
        const pixels = parseFloat(getComputedStyle(probe).fontSize);
        probe.remove();
        return pixels;
      };
      return { display: size('display'), h2: size('h2'), h3: size('h3'), body: size('body') };
    });
    expect(display).toBeGreaterThan(h2);
    expect(h2).toBeGreaterThan(h3);
    expect(h3).toBeGreaterThanOrEqual(body);
  });

  test('with 200 % text on a desktop, the header offers every section', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await setDefaultTextSize(page, 32);
    await visit(page, '/', 'en');
    const menu = page.getByRole('button', { name: 'Open menu' });
    await expect(menu).toBeInViewport({ ratio: 1 });
    await menu.click();
    const links = page.locator('#site-menu').getByRole('link');
    await expect(links).toHaveCount(7);
    for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
  });
});
