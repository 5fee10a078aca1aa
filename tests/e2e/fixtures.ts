import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { siteDetails, type SiteEnv } from '../../src/config/site-details';
import {
  appOwnership,
  appOwnsEveryControl,
  reactOwnershipKey,
} from '../../src/lib/early-activation';
import { fullLayoutClass } from '../../src/lib/full-layout';

export type Language = 'en' | 'pl';
export const languages: Language[] = ['en', 'pl'];

/** The studio's details as the build has them (from the same VITE_* variables). */
export const studio = siteDetails(process.env as SiteEnv);
export const studioWhatsAppNumber = studio.whatsappNumber;

/** Locale texts as the site shows them: the studio's name in place of {{studio}}/{{studioShort}}. */
export function withStudio<T>(value: T): T {
  if (typeof value === 'string') {
    return value
      .replaceAll('{{studio}}', studio.name)
      .replaceAll('{{studioShort}}', studio.shortName) as T;
  }
  if (Array.isArray(value)) return value.map(withStudio) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withStudio(v)])) as T;
  }
  return value;
}

/**
 * Waits until React owns every control on the page. The prerendered buttons are visible at once,
 * but a click lands only after hydration; a slow machine must not turn that gap into a lost click.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(appOwnsEveryControl, appOwnership);
}

/** Whether React has taken this element over yet. */
export const ownedByApp = (locator: Locator) =>
  locator.evaluate(
    (element, key) => Object.keys(element).some((name) => name.startsWith(key)),
    reactOwnershipKey,
  );

/** Makes the browser prefer `language`, with no stored choice. */
async function preferLanguage(page: Page, language: Language) {
  await page.context().setExtraHTTPHeaders({ 'Accept-Language': language });
  await page.addInitScript((lang) => {
    Object.defineProperty(navigator, 'languages', { get: () => [lang], configurable: true });
    Object.defineProperty(navigator, 'language', { get: () => lang, configurable: true });
  }, language);
}

/**
 * Visits a path as a visitor whose browser prefers `language` and who has no stored choice, and
 * waits for the app to take over the page (`hydrate: false` for pages whose scripts are blocked).
 */
export async function visit(
  page: Page,
  path: string,
  language: Language,
  { hydrate = true }: { hydrate?: boolean } = {},
) {
  await preferLanguage(page, language);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  if (hydrate) await waitForHydration(page);
}

/**
 * Brings the card holding `control` on screen and waits until it has appeared, as a visitor taps
 * only what they can see. A card below the first screen waits hidden (transparent, its content
 * 24 px low) until 10 % of it is on screen; Playwright counts a transparent card as visible, and a
 * click it aims at that card's button lands, once the content has risen, on the button's bottom
 * edge, where it can miss.
 */
export async function showCard(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await expect(control.locator('xpath=ancestor::article[1]')).toHaveCSS('opacity', '1');
}

/**
 * How a card looks right now: whether it is active, its opacity, and which of its appearing
 * transitions (its opacity, its content's transform) are running. Hover and focus transitions
 * are left out: a pointer still over the card may bring its hover look back.
 */
export function cardLook(card: Locator) {
  return card.evaluate((element) => ({
    active: element.classList.contains('is-active'),
    opacity: getComputedStyle(element).opacity,
    appearing: [element, ...element.children]
      .flatMap((part) => part.getAnimations())
      .map((animation) => (animation as CSSTransition).transitionProperty)
      .filter((property) => property === 'opacity' || property === 'transform'),
  }));
}

/** Shown and still: how every card on screen should look as a dialog over it closes. */
export const shownCard = { active: true, opacity: '1', appearing: [] };

/** Waits two frames and a little more: long enough for an IntersectionObserver to report. */
export function afterObserversReport(page: Page) {
  return page.evaluate(
    () =>
      new Promise((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100))),
      ),
  );
}

/** Waits for a dialog's opening motion to end, so that what is measured or checked is at rest. */
export function dialogAtRest(dialog: Locator) {
  return dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/** Slows the page's CPU down like a mid-range phone (Chrome DevTools Protocol). */
export async function slowCpu(page: Page, rate = 4) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Visits a path as a visitor who acts the moment the page is painted, on a phone (CPU slowed 4x,
 * or `cpuRate`), without waiting for anything. With `holdApp`, the app's scripts are held back (a
 * slow network) until `releaseApp()`, so whatever the test does first certainly happens before
 * the app.
 */
export async function visitEarly(
  page: Page,
  path: string,
  language: Language,
  { holdApp = true, cpuRate = 4 }: { holdApp?: boolean; cpuRate?: number } = {},
) {
  await preferLanguage(page, language);
  await slowCpu(page, cpuRate);
  let releaseApp: () => void = () => undefined;
  if (holdApp) {
    const released = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
  }
  await page.goto(path, { waitUntil: 'commit' });
  return { releaseApp };
}

/**
 * The elements whose own text a visitor can see, every home section laid out as when scrolled to:
 * drawn, and neither screen-reader-only nor in a closed dialog. A handle, for `evaluate`.
 */
export async function visibleTextElements(page: Page) {
  await page.evaluate((name) => document.documentElement.classList.add(name), fullLayoutClass);
  return page.evaluateHandle(() =>
    [...document.body.querySelectorAll('*')].filter((element) => {
      if (element.closest('.visually-hidden, dialog:not([open])')) return false;
      const hasText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      const box = element.getBoundingClientRect();
      return hasText && box.width > 1 && box.height > 1 && element.checkVisibility();
    }),
  );
}

/** Runs axe with the WCAG 2.2 A and AA rules and expects no violations. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // Judge the settled page: a card or dialog halfway through its fade is not what a visitor reads,
  // so motion is switched off (every look reaches its final state at once) while axe runs.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Sections the browser has not drawn yet (content-visibility) have no boxes to hit-test, which
  // axe's target-size rule misreads; a visitor only ever meets them drawn.
  await page.evaluate((name) => document.documentElement.classList.add(name), fullLayoutClass);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
  ]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  await page.emulateMedia({ reducedMotion: null });
  await page.evaluate((name) => document.documentElement.classList.remove(name), fullLayoutClass);
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`);
  expect(summary).toEqual([]);
}

/**
 * Every test fails on console errors, page errors and React hydration warnings: a visitor's
 * console should stay clean.
 */
export const test = base.extend<{ consoleProblems: string[]; expectedConsole: RegExp[] }>({
  /** Console messages a test provokes on purpose (blocked requests, say). */
  expectedConsole: [[], { option: true }],
  consoleProblems: [
    async ({ page, expectedConsole }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        const isHydration = /hydrat|did not match|server rendered/i.test(text);
        // Not-found pages are answered with HTTP 404 on purpose; Chromium logs that as an error.
        const isNotFoundDocument =
          text.includes('status of 404') && message.location().url === page.url();
        const isExpected = expectedConsole.some((pattern) => pattern.test(text));
        if (isExpected) return;
        if ((message.type() === 'error' && !isNotFoundDocument) || isHydration) {
          problems.push(`${message.type()}: ${text}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, 'console errors or hydration warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
