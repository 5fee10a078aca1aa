import enHero from '../../src/i18n/locales/en/hero.json' with { type: 'json' };
import enProjects from '../../src/i18n/locales/en/projects.json' with { type: 'json' };
import plHero from '../../src/i18n/locales/pl/hero.json' with { type: 'json' };
import plProjects from '../../src/i18n/locales/pl/projects.json' with { type: 'json' };
import { floatingAttribute } from '../../src/features/hero/float-dots';
import { expect, languages, ownedByApp, test, visit, visitEarly, type Language } from './fixtures';
import type { Page } from '@playwright/test';
import { text as textOf } from './pwa-support';

const copy = {
  en: { hero: enHero, projects: enProjects },
  pl: { hero: plHero, projects: plProjects },
} satisfies Record<Language, unknown>;

type Box = { left: number; top: number; right: number; bottom: number };

/** The boxes of every line of the hero's text (one per line) and of its two buttons. */
const textBoxes = (page: Page) =>
  page.locator('#home').evaluate((hero) => {
    const boxes: Box[] = [];
    const walker = document.createTreeWalker(hero, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      boxes.push(...Array.from(range.getClientRects()).filter((rect) => rect.width > 0));
    }
    for (const button of hero.querySelectorAll('a')) boxes.push(button.getBoundingClientRect());
    return boxes.map(({ left, top, right, bottom }) => ({ left, top, right, bottom }));
  });

const workBox = (page: Page) =>
  page.locator('#home img').evaluate((work) => {
    const { left, top, right, bottom } = work.getBoundingClientRect();
    return { left, top, right, bottom };
  });

/**
 * Each dot's box at rest and, stretched along its drift, every place its float can take it
 * (the float goes from rest to the drift and back, in a straight line).
 */
const dotPaths = (page: Page) =>
  page.locator('.hero-dots > span').evaluateAll((dots) =>
    dots.map((dot) => {
      const rect = dot.getBoundingClientRect();
      const style = getComputedStyle(dot);
      const [x, y] = ['--drift-x', '--drift-y'].map((name) =>
        parseFloat(style.getPropertyValue(name)),
      ) as [number, number];
      return {
        left: rect.left + Math.min(0, x),
        right: rect.right + Math.max(0, x),
        top: rect.top + Math.min(0, y),
        bottom: rect.bottom + Math.max(0, y),
      };
    }),
  );

/** Where the dots are at a given share of their floats (each animation set to that moment). */
async function dotsAt(page: Page, share: number) {
  return page.locator('.hero-dots > span').evaluateAll((dots, at) => {
    return dots.map((dot) => {
      for (const animation of dot.getAnimations()) {
        animation.pause();
        const duration = Number(animation.effect?.getComputedTiming().duration);
        animation.currentTime = duration * at;
      }
      const { left, top, right, bottom } = dot.getBoundingClientRect();
      return { left, top, right, bottom };
    });
  }, share);
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function expectClear(dots: Box[], text: Box[]) {
  const hits = dots.flatMap((dot, index) =>
    text
      .filter((line) => overlaps(dot, line))
      .map((line) => ({ dot: index + 1, dotBox: dot, line })),
  );
  expect(hits).toEqual([]);
}

for (const language of languages) {
  const text = copy[language];

  test.describe(`hero and projects (${language})`, () => {
    for (const width of [320, 375, 768, 960, 1440, 1920]) {
      test(`at ${width} px no hero dot ever meets a line of text or a button`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await visit(page, '/', language);
        const lines = await textBoxes(page);
        expect(lines.length).toBeGreaterThan(6);
        // Below 60rem the work sits between the two bands of dots, and they keep off it too.
        // (From 60rem some dots share its column, behind it.)
        if (width < 960) lines.push(await workBox(page));
        expectClear(await dotPaths(page), lines);
        // Floating: start every dot now rather than after its delay, and look at four moments.
        await page
          .locator('.hero-dots > span')
          .evaluateAll(
            (dots, name) => dots.forEach((dot) => dot.setAttribute(name, '')),
            floatingAttribute,
          );
        for (const share of [0.125, 0.25, 0.5, 0.75]) expectClear(await dotsAt(page, share), lines);
      });
    }

    test('at 1440 x 900 the headline, the lead and both buttons fit the first screen, with room', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await visit(page, '/', language);
      const hero = page.locator('#home');
      for (const item of [
        hero.locator('h1'),
        hero.getByText(text.hero.lead),
        hero.getByRole('link', { name: text.hero.primaryCta }),
        hero.getByRole('link', { name: text.hero.secondaryCta }),
      ]) {
        // Clear of the screen's bottom edge by at least the 48 px the buttons' shadow needs.
        const box = await item.boundingBox();
        expect(box && box.y + box.height).toBeLessThanOrEqual(900 - 48);
      }
    });

    for (const width of [320, 375]) {
      test(`at ${width} px the tagline pill is one line (no dangling "·")`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await visit(page, '/', language);
        const tops = await page
          .locator('#home')
          .getByText(text.hero.eyebrow)
          .evaluate((pill) => {
            const range = document.createRange();
            range.selectNodeContents(pill);
            return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)))
              .size;
          });
        expect(tops).toBe(1);
      });
    }

    // The work is part of the hero: below the buttons on a phone or a tablet, beside the copy from
    // 60rem, within the first screen. All of it is the prerendered page's: the app is held back.
    for (const { width, height, beside } of [
      { width: 375, height: 812, beside: false },
      { width: 768, height: 1024, beside: false },
      { width: 1440, height: 900, beside: true },
    ]) {
      test(`at ${width} x ${height} the hero shows the studio's work ${beside ? 'beside' : 'below'} the copy`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height });
        await visitEarly(page, '/', language);
        const hero = page.locator('#home');
        const showcase = hero.getByRole('img', { name: text.hero.showcaseAlt });
        await expect(showcase).toBeVisible();
        await expect
          .poll(() => showcase.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        const work = await showcase.boundingBox();
        const title = await hero.locator('h1').boundingBox();
        const button = await hero.getByRole('link', { name: text.hero.secondaryCta }).boundingBox();
        const heroBox = await hero.boundingBox();
        if (!work || !title || !button || !heroBox) throw new Error('the hero is not laid out');
        expect(work.x + work.width).toBeLessThanOrEqual(width);
        expect(work.y + work.height).toBeLessThanOrEqual(heroBox.y + heroBox.height);
        if (beside) {
          expect(work.x).toBeGreaterThanOrEqual(title.x + title.width);
          expect(work.y + work.height).toBeLessThanOrEqual(height);
        } else {
          expect(work.y).toBeGreaterThanOrEqual(button.y + button.height);
        }
        expect(await ownedByApp(hero.locator('h1')), 'measured before the app').toBe(false);
      });
    }

    test('each category card names its projects', async ({ page }) => {
      await visit(page, '/', language);
      for (const [id, slug] of [
        [1, 'website'],
        [2, 'ecommerce'],
        [3, 'design'],
      ] as const) {
        const category = {
          work: textOf(language, 'projectCards', `${slug}.work`),
          imageAlt: textOf(language, 'projectCards', `${slug}.imageAlt`),
        };
        const card = page.locator(`#projects a[href="/project/${id}"]`);
        await expect(card).toContainText(category.work);
        await expect(card).toHaveAccessibleDescription(
          new RegExp(category.work.replace(/[&]/g, '\\$&')),
        );
        await expect(card.getByRole('img', { name: category.imageAlt })).toBeVisible();
      }
    });
  });
}
