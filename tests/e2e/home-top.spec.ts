import enAbout from '../../src/i18n/locales/en/about.json' with { type: 'json' };
import enHero from '../../src/i18n/locales/en/hero.json' with { type: 'json' };
import enServices from '../../src/i18n/locales/en/services.json' with { type: 'json' };
import plAbout from '../../src/i18n/locales/pl/about.json' with { type: 'json' };
import plHero from '../../src/i18n/locales/pl/hero.json' with { type: 'json' };
import plServices from '../../src/i18n/locales/pl/services.json' with { type: 'json' };
import { sectionIds } from '../../src/content/sections';
import { floatingAttribute } from '../../src/features/hero/float-dots';
import { settledAttribute } from '../../src/lib/page-settled';
import {
  expect,
  expectNoAxeViolations,
  languages,
  test,
  visit,
  visitEarly,
  waitForHydration,
  type Language,
} from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { textLines } from './reading-size';

const copy = {
  en: { hero: enHero, about: enAbout, services: enServices },
  pl: { hero: plHero, about: plAbout, services: plServices },
} satisfies Record<Language, unknown>;

/** Waits for a smooth scroll to end with the section's top just below the 75 px header. */
async function expectLandedOn(page: Page, id: string) {
  const top = () =>
    page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top));
  await expect.poll(top).toBeLessThan(130);
  expect(await top()).toBeGreaterThanOrEqual(75);
}

for (const language of languages) {
  const text = copy[language];

  test.describe(`home, first sections (${language})`, () => {
    test('sections come in order and the hero title highlights two phrases', async ({ page }) => {
      await visit(page, '/', language);
      // Every section with an id, nested or not, in document order: the seven anchors of the
      // navigation in the specified order, with why-partner (no navigation entry of its own)
      // between about and services.
      const ids = await page
        .locator('main section[id]')
        .evaluateAll((sections) => sections.map((section) => section.id));
      expect(ids).toEqual([
        'home',
        'about',
        'why-partner',
        'services',
        'projects',
        'testimonials',
        'blog',
        'contact',
      ]);
      expect(ids.filter((id) => id !== 'why-partner')).toEqual([...sectionIds]);
      // One divider, after the hero and before the about summary.
      const divider = page.locator('main hr, main [role="separator"]');
      await expect(divider).toHaveCount(1);
      expect(
        await divider.evaluate((element) => {
          const home = document.getElementById('home');
          const about = document.getElementById('about');
          if (!home || !about) return 'a section is missing';
          const after = (a: Node, b: Node) =>
            Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
          const inside = home.contains(element) || about.contains(element);
          return { afterHome: after(home, element), beforeAbout: after(element, about), inside };
        }),
      ).toEqual({ afterHome: true, beforeAbout: true, inside: false });
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1.locator('mark')).toHaveText([text.hero.title.accent, text.hero.title.stroke]);
      await expect(h1).toHaveText(Object.values(text.hero.title).join(''));
    });

    test('the hero buttons land on the contact form and on the projects', async ({ page }) => {
      await visit(page, '/', language);
      await page.getByRole('link', { name: text.hero.primaryCta }).click();
      await expectLandedOn(page, 'contact');
      await expect(page).toHaveURL(/\/$/);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('link', { name: text.hero.secondaryCta }).click();
      await expectLandedOn(page, 'projects');
    });

    test('six why-partner cards and three numbered services with a call to action', async ({
      page,
    }) => {
      await visit(page, '/', language);
      await expect(page.locator('#why-partner article')).toHaveCount(6);
      const services = page.locator('#services article');
      await expect(services).toHaveCount(3);
      await expect(services.locator('[data-service-number]')).toHaveText(['01', '02', '03']);
      await page.locator('#services').getByRole('link', { name: text.services.cta }).click();
      await expectLandedOn(page, 'contact');
    });

    test('the about summary states the claims and links to the About page', async ({ page }) => {
      await visit(page, '/', language);
      const about = page.locator('#about');
      for (const value of ['2016', '200+', '10+']) {
        await expect(about.getByText(value, { exact: true })).toBeVisible();
      }
      await about.getByRole('link', { name: text.about.more }).click();
      await expect(page).toHaveURL(/\/about$/);
    });

    test('axe finds nothing with the mobile menu open', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await visit(page, '/', language);
      await page
        .getByRole('button', { name: language === 'en' ? 'Open menu' : 'Otwórz menu' })
        .click();
      await expect(page.locator('#site-menu')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('every line of the hero title starts on the same left edge, highlights included', async ({
      page,
    }) => {
      await visit(page, '/', language);
      // In Polish the stroke starts a line at each of these widths, and on the phone wraps too.
      for (const width of [375, 768, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const starts = (await textLines(page.locator('#home-title'))).map((line) => line.start);
        expect(starts.length, `${width} px`).toBeGreaterThan(1);
        expect(starts, `${width} px`).toEqual(starts.map(() => 0));
      }
    });

    test('the stroke starts at its first letter, a whole word space after the word before it', async ({
      page,
    }) => {
      // As drawn from the first paint, before the app has taken the page over, and after.
      const { releaseApp } = await visitEarly(page, '/', language);
      // The first frame is in the visitor's language: a Polish page swaps its markup in as it parses.
      const stroke = page.locator('#home-title mark').nth(1);
      await expect(stroke).toHaveText(text.hero.title.stroke);
      await expect(stroke).toBeVisible();
      await expectStrokeFromItsFirstLetter(stroke, 'before the app');
      releaseApp();
      await waitForHydration(page);
      await expectStrokeFromItsFirstLetter(stroke, 'with the app');
    });

    test('the hero buttons on the first screen: both on a laptop, the primary on a phone', async ({
      page,
    }) => {
      // As drawn from the first paint, before the app has taken the page over, and after. The CPU
      // keeps its speed: layout does not depend on it, and at 4x the eight relayouts of the whole
      // page took up to a minute on a slow host.
      const { releaseApp } = await visitEarly(page, '/', language, { cpuRate: 1 });
      await expect(page.locator('#home-title mark').nth(1)).toHaveText(text.hero.title.stroke);
      const button = (name: string) => page.locator('#home').getByRole('link', { name });
      const buttons = {
        primary: button(text.hero.primaryCta),
        secondary: button(text.hero.secondaryCta),
      };
      await expectHeroButtonsInView(page, buttons, 'before the app');
      releaseApp();
      await waitForHydration(page);
      await expectHeroButtonsInView(page, buttons, 'with the app');
    });
  });
}

/** At each width, on every line the hero's stroke covers, it reaches no further left than its first
 * letter there. */
async function expectStrokeFromItsFirstLetter(stroke: Locator, moment: string) {
  for (const width of [375, 768, 1440]) {
    await stroke.page().setViewportSize({ width, height: 900 });
    // Per line the stroke covers: how far it reaches left of its first letter there, in px.
    const overhangs = await stroke.evaluate((mark) => {
      const letters = document.createRange();
      letters.selectNodeContents(mark);
      const lines = [...letters.getClientRects()];
      return [...mark.getClientRects()].map((box) => {
        const line = lines.find((text) => Math.abs(text.top - box.top) < 1);
        return Math.round((line?.left ?? Number.NaN) - box.left);
      });
    });
    expect(overhangs.length, `${width} px, ${moment}`).toBeGreaterThan(0);
    expect(overhangs, `${width} px, ${moment}`).toEqual(overhangs.map(() => 0));
  }
}

/** Laptop browser windows: a small laptop, 1366 x 768 and 1536 x 864 screens, a MacBook Air. */
const laptopWindows = [
  { width: 1280, height: 650 },
  { width: 1366, height: 657 },
  { width: 1536, height: 730 },
  { width: 1440, height: 789 },
];

/** What an upright phone's browser leaves of its screen with its bars shown (Chrome on a 360 x 780
 * Android phone with button navigation, Safari on a 390 x 844 iPhone, Chrome on a 412 x 915 Android
 * phone): the Polish title is a line longer there. */
const phoneWindows = [
  { width: 360, height: 660 },
  { width: 390, height: 664 },
  { width: 412, height: 780 },
];

/** In each laptop window: both buttons wholly on the first screen, the title 12 % above an h2. In
 * each phone window: the primary button wholly on the first screen. */
async function expectHeroButtonsInView(
  page: Page,
  { primary, secondary }: { primary: Locator; secondary: Locator },
  moment: string,
) {
  const fontSize = (heading: string) =>
    page.locator(heading).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  for (const size of laptopWindows) {
    await page.setViewportSize(size);
    const at = `${size.width} x ${size.height}, ${moment}`;
    for (const button of [primary, secondary])
      await expect(button, at).toBeInViewport({ ratio: 1 });
    expect(await fontSize('#home-title'), at).toBeGreaterThanOrEqual(
      1.12 * (await fontSize('#about h2')),
    );
  }
  for (const size of phoneWindows) {
    await page.setViewportSize(size);
    await expect(primary, `${size.width} x ${size.height}, ${moment}`).toBeInViewport({
      ratio: 1,
    });
  }
}

/** Play states of the animations in the hero: each dot's, once it floats. */
const heroLoopStates = (page: Page) =>
  page
    .locator('#home')
    .evaluate((hero) =>
      hero.getAnimations({ subtree: true }).map((animation) => animation.playState),
    );

const dots = (page: Page) => page.locator('#home [aria-hidden="true"].hero-dots > span');

/** Records when the page settles and when each dot starts to float (ms, the page's clock). */
async function recordFloatStarts(page: Page) {
  await page.addInitScript(
    ({ settled, floating }) => {
      const record = { settledAt: Number.NaN, starts: [] as number[] };
      Object.assign(window, { floatRecord: record });
      new MutationObserver((changes) => {
        for (const change of changes) {
          if (change.attributeName === settled) record.settledAt = performance.now();
          if (change.attributeName === floating) record.starts.push(performance.now());
        }
      }).observe(document, {
        attributes: true,
        subtree: true,
        attributeFilter: [settled, floating],
      });
    },
    { settled: settledAttribute, floating: floatingAttribute },
  );
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { floatRecord: { settledAt: number; starts: number[] } }).floatRecord,
    );
}

test.describe('hero dots', () => {
  test('40 dots of 4 px float for 20–30 s, each from its own moment 0–10 s after the page settled', async ({
    page,
  }) => {
    test.slow(); // the last dot starts 10 s after the page has settled
    const floatRecord = await recordFloatStarts(page);
    await visit(page, '/', 'en');
    await expect(dots(page)).toHaveCount(40);
    await expect(page.locator(`html[${settledAttribute}]`)).toHaveCount(1);
    // One by one: a dot is a compositor layer of its own once it moves.
    expect((await floatRecord()).starts.length).toBeLessThan(40);
    await expect(page.locator(`.hero-dots > [${floatingAttribute}]`)).toHaveCount(40, {
      timeout: 15_000,
    });
    const { settledAt, starts } = await floatRecord();
    const offsets = starts.map((start) => (start - settledAt) / 1000);
    expect(Math.min(...offsets)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...offsets)).toBeLessThanOrEqual(11); // 10 s, and a busy machine's timers
    expect(Math.max(...offsets) - Math.min(...offsets)).toBeGreaterThan(5);

    const styles = await dots(page).evaluateAll((elements) =>
      elements.map((el) => {
        const style = getComputedStyle(el);
        return {
          width: style.width,
          height: style.height,
          duration: parseFloat(style.animationDuration),
          name: style.animationName,
        };
      }),
    );
    for (const dot of styles) {
      expect(dot).toMatchObject({ width: '4px', height: '4px' });
      expect(dot.name).not.toBe('none');
      expect(dot.duration).toBeGreaterThanOrEqual(20);
      expect(dot.duration).toBeLessThanOrEqual(30);
    }
    expect(new Set(styles.map((dot) => dot.duration)).size).toBeGreaterThan(10);
    // The 40 dots, all moving.
    const states = await heroLoopStates(page);
    expect(states).toHaveLength(40);
    expect(new Set(states)).toEqual(new Set(['running']));
  });

  test.describe('before the page has settled', () => {
    test.use({ expectedConsole: [/ERR_FAILED/] });

    test('nothing loops while the app has not taken over', async ({ page }) => {
      await page.route('**/assets/*.js', (route) => route.abort());
      await visit(page, '/', 'en', { hydrate: false });
      await page.waitForLoadState('load');
      await page.waitForTimeout(500);
      // The dots have no animation at all yet.
      expect(await heroLoopStates(page)).toEqual([]);
      await expect(page.locator(`.hero-dots > [${floatingAttribute}]`)).toHaveCount(0);
    });
  });

  test('far down the page the hero and about are not drawn, and are again on the way back', async ({
    page,
  }) => {
    // Skipped sections cost nothing while the visitor reads further down: the hero's loops stop
    // drawing.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit(page, '/', 'en');
    const drawn = (id: string) =>
      page
        .locator(`#${id} h1, #${id} h2`)
        .first()
        .evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn('home')).toBe(true);
    const heroHeight = await page
      .locator('#home')
      .evaluate((hero) => hero.getBoundingClientRect().height);
    await page.evaluate(() => document.getElementById('contact')?.scrollIntoView());
    await expect.poll(() => drawn('home')).toBe(false);
    await expect.poll(() => drawn('about')).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => drawn('home')).toBe(true);
    expect(
      await page.locator('#home').evaluate((hero) => hero.getBoundingClientRect().height),
    ).toBe(heroHeight);
  });

  test('nothing floats under reduced motion', async ({ page }) => {
    test.slow(); // the last dot's moment comes 10 s after the page has settled
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit(page, '/', 'en');
    await expect(page.locator(`.hero-dots > [${floatingAttribute}]`)).toHaveCount(40, {
      timeout: 15_000,
    });
    const names = await page
      .locator('.hero-dots > span')
      .evaluateAll((elements) => elements.map((el) => getComputedStyle(el).animationName));
    expect(names).toHaveLength(40);
    expect(new Set(names)).toEqual(new Set(['none']));
  });
});

test.describe('appearing cards', () => {
  test('a card turns active once 10 % of it is visible and inactive when it leaves', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await visit(page, '/', 'en');
    const card = page.locator('#services article').first();
    const box = await card.evaluate((el) => {
      const rect = el.getBoundingClientRect();
      return { top: rect.top + window.scrollY, height: rect.height };
    });
    const viewport = 900;
    // Scroll so that a given share of the card's height shows at the bottom of the viewport.
    const showShare = (share: number) =>
      page.evaluate((y) => window.scrollTo(0, y), box.top - viewport + box.height * share);

    await showShare(0.05);
    await page.waitForTimeout(300);
    await expect(card).not.toHaveClass(/is-active/);

    await showShare(0.15);
    await expect(card).toHaveClass(/is-active/);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(card).not.toHaveClass(/is-active/);
  });

  test('cards are visible without JavaScript and under reduced motion', async ({ browser }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto('/');
    const opacity = await page
      .locator('#why-partner article')
      .first()
      .evaluate((el) => getComputedStyle(el).opacity);
    expect(opacity).toBe('1');
    await noScript.close();

    const calm = await browser.newContext({ reducedMotion: 'reduce' });
    const calmPage = await calm.newPage();
    await calmPage.goto('/');
    await calmPage.waitForLoadState('networkidle');
    const opacities = await calmPage
      .locator('#why-partner article')
      .evaluateAll((cards) => cards.map((el) => getComputedStyle(el).opacity));
    expect(new Set(opacities)).toEqual(new Set(['1']));
    await calm.close();
  });
});
