// Helpers for the offline, install and update specs: each runs its own copy of the static server
// (so a test can stop it, or swap the build it serves) on a free port of its own.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { withStudio, type Language } from './fixtures';

export { startSiteServer, type SiteServer } from '../../scripts/serve';

const root = resolve(import.meta.dirname, '../..');

/** The time limit of a test that installs the service worker: installing precaches the whole site
 * (about 2.4 MB: the pictures in one format), which took 42-61 s on a slow host busy with the
 * other test worker when it held both formats (4.4 MB). */
export const precachingTimeout = 120_000;

/** Lets the service worker register, as it does for a visitor (the config blocks it): for `test.use`,
 * or spread into the options of a browser context launched by hand. */
export const withOfflineSupport = { serviceWorkers: 'allow' } as const;

/** Waits until the service worker is active and controls the page. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Expects every <img> to show its picture. Lazy pictures load only near the viewport, so each one still
 * missing is scrolled into view (again on every poll: a slow machine may miss a quick pass).
 */
export async function expectAllImagesLoaded(page: Page) {
  await expect
    .poll(
      () =>
        page.$$eval('img', async (images) => {
          // No pixels yet: not loaded, or broken. (`complete` alone is no test: it stays false while
          // a shown picture has a newer request pending, as the marquee's moving avatars do.)
          const missing = images.filter((image) => image.naturalWidth === 0);
          for (const image of missing) {
            image.scrollIntoView({ block: 'center' });
            await new Promise((next) => setTimeout(next, 50));
          }
          return missing.map((image) => image.currentSrc || image.src);
        }),
      { timeout: 15_000 },
    )
    .toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
}

type Json = { [key: string]: string | Json };

/** A text from the locale files, e.g. text('pl', 'common', 'meta.home.title'). */
export function text(language: Language, namespace: string, key: string): string {
  const file = resolve(root, `src/i18n/locales/${language}/${namespace}.json`);
  const value = key
    .split('.')
    .reduce<Json | string>(
      (node, part) => (typeof node === 'string' ? node : (node[part] ?? '')),
      JSON.parse(readFileSync(file, 'utf8')) as Json,
    );
  if (typeof value !== 'string' || !value)
    throw new Error(`No text ${language}/${namespace}:${key}`);
  return withStudio(value);
}

/** `page`: the prerendered document that must answer the path (its #root data-screen). */
export type ScreenCheck = { path: string; page: string; title: string; heading?: string };

/** What each route must show, in one language (titles come from the locale files). */
export function offlineScreens(language: Language): ScreenCheck[] {
  const projectTitle = (slug: string) =>
    text(language, 'common', 'meta.project.title').replace(
      '{{title}}',
      text(language, 'projects', `categories.${slug}.title`),
    );
  return [
    { path: '/', page: 'home', title: text(language, 'common', 'meta.home.title') },
    { path: '/about', page: 'about', title: text(language, 'common', 'meta.about.title') },
    { path: '/project/1', page: 'project-1', title: projectTitle('website') },
    { path: '/project/2/', page: 'project-2', title: projectTitle('ecommerce') },
    { path: '/project/3', page: 'project-3', title: projectTitle('design') },
    {
      path: '/project/4',
      page: 'not-found',
      title: text(language, 'common', 'meta.projectMissing.title'),
      heading: text(language, 'project', 'notFound'),
    },
    {
      path: '/anything',
      page: 'not-found',
      title: text(language, 'common', 'meta.notFound.title'),
      heading: text(language, 'common', 'notFound.title'),
    },
    {
      // A dotted page path is a page, not a file: the not-found screen, as online.
      path: '/project/1.5',
      page: 'not-found',
      title: text(language, 'common', 'meta.notFound.title'),
      heading: text(language, 'common', 'notFound.title'),
    },
  ];
}

/** The screen rendered completely: title, main heading, footer, every picture. */
export async function expectScreen(page: Page, screen: ScreenCheck) {
  await expect(page.locator('#root')).toHaveAttribute('data-screen', screen.page);
  await expect(page).toHaveTitle(screen.title);
  await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
  if (screen.heading) await expect(page.locator('main h1')).toContainText(screen.heading);
  await expect(page.locator('footer')).toBeVisible();
  await expectAllImagesLoaded(page);
}
