// Every route, in both languages, under the production Content-Security-Policy (scripts/serve.ts
// and nginx send the generated headers), with each interactive state open: no violation may occur.
import type { Page, Response } from '@playwright/test';
import { pageRoutes } from '../../scripts/hosting/site-rules';
import {
  expect,
  languages,
  showCard,
  test,
  visit,
  waitForHydration,
  type Language,
} from './fixtures';
import { precachingTimeout, withOfflineSupport } from './pwa-support';
import { texts } from './texts';

type CspCase = {
  path: string;
  state?: string;
  open?: (page: Page, language: Language) => Promise<void>;
};

const languageLabel = (language: Language) =>
  texts[language].common.language.current.replace(
    '{{language}}',
    texts[language].common.language[language],
  );

/** Opens home's first blog article, once its card has appeared, as a visitor taps it. */
async function openFirstArticle(page: Page, language: Language) {
  const read = page
    .locator('#blog')
    .getByRole('button', { name: texts[language].blog.read })
    .first();
  await showCard(read);
  await read.click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

/** Opens a project page's first gallery. */
async function openFirstGallery(page: Page, language: Language) {
  await page.getByRole('button', { name: texts[language].project.viewMore }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

/** One line per route or open state (dialogs, menus) to check. */
const cspCases: CspCase[] = [
  ...pageRoutes.map((page) => ({ path: page.path })),
  { path: '/project/4' },
  { path: '/no-such-page' },
  {
    path: '/',
    state: 'blog article open',
    open: openFirstArticle,
  },
  {
    path: '/about',
    state: 'language menu open',
    open: (page, language) => page.getByRole('button', { name: languageLabel(language) }).click(),
  },
  {
    path: '/project/3',
    state: 'gallery dialog open',
    open: openFirstGallery,
  },
];

/** Records CSP violations from the first script on, before the page's own code runs. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`,
      );
    });
  });
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      consoleReports.push(message.text());
  });
  return async () => {
    const fromPage = await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    );
    return [...fromPage, ...consoleReports];
  };
}

for (const language of languages) {
  for (const { path, state, open } of cspCases) {
    test(`no CSP violation on ${path}${state ? ` with the ${state}` : ''} (${language})`, async ({
      page,
    }) => {
      const violations = await recordViolations(page);
      const response = page.waitForResponse((r) => r.request().resourceType() === 'document');
      await visit(page, path, language);
      const csp = (await response).headers()['content-security-policy'];
      expect(csp, 'the page is served with the CSP').toContain("script-src 'self'");
      await page.waitForLoadState('networkidle');
      if (open) {
        await open(page, language);
        await page.waitForTimeout(300);
      }
      expect(await violations()).toEqual([]);
    });
  }
}

/** Waits until the service worker controls the page, reloading once if it does not take over. */
async function waitForController(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const controlled = () => navigator.serviceWorker.controller !== null;
  const took = await page.waitForFunction(controlled, undefined, { timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (!took) {
    await page.reload();
    await page.waitForFunction(controlled);
  }
}

/** The document came from the service worker's precache, with the policy still on it. */
async function expectFromPrecache(page: Page, response: Response | null, language: Language) {
  expect(response?.fromServiceWorker(), `${page.url()} is served by the service worker`).toBe(true);
  expect(response?.headers()['content-security-policy'], 'the cached page keeps its CSP').toContain(
    "script-src 'self'",
  );
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

// The same interactive states once the service worker is active and the pages come from its
// precache: a cached response must carry the same policy and everything must still run under it.
test.describe(() => {
  test.use(withOfflineSupport);
  for (const language of languages) {
    test(`no CSP violation with pages from the service worker's precache (${language})`, async ({
      page,
    }) => {
      test.setTimeout(precachingTimeout);
      const violations = await recordViolations(page);
      await visit(page, '/', language);
      await waitForController(page);
      await expectFromPrecache(page, await page.reload(), language);

      const languageMenu = page.getByRole('button', { name: languageLabel(language) });
      await languageMenu.click();
      await expect(languageMenu).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(languageMenu).toHaveAttribute('aria-expanded', 'false');

      await openFirstArticle(page, language);
      await page.waitForTimeout(300);
      expect(await violations(), 'home with the language menu and a blog article').toEqual([]);

      await expectFromPrecache(page, await page.goto('/project/1'), language);
      await openFirstGallery(page, language);
      await page.waitForTimeout(300);
      expect(await violations(), '/project/1 with the gallery dialog').toEqual([]);
    });
  }
});

test('the CSP blocks an injected inline script, and the check notices', async ({
  page,
  consoleProblems,
}) => {
  const violations = await recordViolations(page);
  await visit(page, '/', 'en');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
  });
  await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
  expect(await page.evaluate(() => '__injected' in window)).toBe(false);
  // The fixture fails a test on console errors; here the browser's CSP report is the point.
  const expected = consoleProblems.filter((problem) => /Content Security Policy/.test(problem));
  expect(expected.length).toBeGreaterThan(0);
  consoleProblems.splice(
    0,
    consoleProblems.length,
    ...consoleProblems.filter((p) => !expected.includes(p)),
  );
});
