// The contact form for an early visitor: one who types and presses Send the moment the page is
// painted, before the app has taken over (its scripts held back, as on a slow network, with the
// CPU slowed 4x), and one whose browser runs no JavaScript at all. None of these tests waits for
// hydration: what they check is what such a visitor gets.
import type { BrowserContext, Page, Request } from '@playwright/test';
import {
  expect,
  languages,
  ownedByApp,
  studioWhatsAppNumber,
  test,
  type Language,
} from './fixtures';
import { labelledMessage } from './contact-message';
import { text } from './pwa-support';

const draftKey = 'kreska-studio:contact-draft';
const chat = `https://wa.me/${studioWhatsAppNumber}`;
/** How long the app may take to start once its scripts are let through, at 4x CPU. */
const appStart = { timeout: 30_000 };

/** Opens `path` as a visitor preferring `language`, returning as soon as the page is committed. */
async function earlyVisit(page: Page, path: string, language: Language) {
  await page.context().setExtraHTTPHeaders({ 'Accept-Language': language });
  await page.addInitScript((lang) => {
    Object.defineProperty(navigator, 'languages', { get: () => [lang], configurable: true });
    Object.defineProperty(navigator, 'language', { get: () => lang, configurable: true });
  }, language);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path, { waitUntil: 'commit' });
}

/** Holds every script of the app until the returned function is called (a slow network). */
async function holdAppScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Answers wa.me with a stub page, so a chat tab opens without leaving the test machine. */
async function stubWhatsApp(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
}

/** Every request the context makes to the site itself (not to wa.me). */
function siteRequests(context: BrowserContext, origin: string): Request[] {
  const seen: Request[] = [];
  context.on('request', (request) => {
    if (request.url().startsWith(origin)) seen.push(request);
  });
  return seen;
}

/** Expects that no request to the site carried anything typed into the form. */
function expectNoFieldSent(requests: Request[], typed: string[]) {
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests) {
    const sent = `${decodeURIComponent(request.url().replaceAll('+', ' '))} ${request.postData() ?? ''}`;
    for (const value of typed) expect(sent, request.url()).not.toContain(value);
  }
}

const values = {
  name: 'Ewa Wczesna',
  country: 'Polska',
  email: 'ewa@example.com',
  whatsapp: '+48 600 700 800',
  thoughts: 'Strona dla kawiarni & #1?\nOd razu 🙂',
};

function formOf(page: Page, language: Language) {
  const form = page.locator('#contact form');
  const field = (name: keyof typeof values) =>
    form.getByLabel(text(language, 'contact', `fields.${name}.label`), { exact: true });
  const send = form.getByRole('button', { name: text(language, 'contact', 'submit') });
  return { form, field, send };
}

for (const language of languages) {
  test.describe(language, () => {
    test('text typed before the app takes over stays, is saved, and comes back after a reload', async ({
      page,
    }) => {
      const release = await holdAppScripts(page);
      await earlyVisit(page, '/', language);
      const { form, field } = formOf(page, language);
      await field('name').pressSequentially(values.name);
      await field('thoughts').pressSequentially('Szybko');
      const sixUsed = text(language, 'contact', 'counter')
        .replace('{{used}}', '6')
        .replace('{{max}}', '2000');
      await expect(form).toContainText(sixUsed);
      expect(await ownedByApp(field('name'))).toBe(false);

      // The page saves what is typed from the first paint, before the app.
      expect(await page.evaluate((key) => localStorage.getItem(key), draftKey)).toContain('Szybko');

      release();
      // At 4x CPU, on a busy machine, the app can take a while to take the form over.
      await expect.poll(() => ownedByApp(field('name')), appStart).toBe(true);
      await expect(field('name')).toHaveValue(values.name);
      await expect(field('thoughts')).toHaveValue('Szybko');
      await expect(form).toContainText(sixUsed);
      await field('thoughts').pressSequentially('!');
      await expect(field('thoughts')).toHaveValue('Szybko!');
      await expect
        .poll(() => page.evaluate((key) => localStorage.getItem(key), draftKey))
        .toContain('Szybko!');

      // After a reload the app fills the empty fields from the draft.
      await page.goto('/', { waitUntil: 'commit' });
      await expect(field('name')).toHaveValue(values.name, appStart);
      await expect(field('thoughts')).toHaveValue('Szybko!', appStart);
    });

    test('Send before the app opens exactly the wa.me link with the labelled text', async ({
      page,
      context,
      baseURL,
    }) => {
      await stubWhatsApp(context);
      const requests = siteRequests(context, baseURL ?? '');
      const release = await holdAppScripts(page);
      await earlyVisit(page, '/', language);
      const { form, field, send } = formOf(page, language);
      for (const name of ['name', 'country', 'email', 'whatsapp', 'thoughts'] as const) {
        await field(name).fill(values[name]);
      }
      const popup = context.waitForEvent('page');
      await send.click();
      const chatTab = await popup;
      await chatTab.waitForURL(/^https:\/\/wa\.me\//);
      expect(chatTab.url()).toBe(
        `${chat}?text=${encodeURIComponent(labelledMessage(language, values))}`,
      );
      expect(await ownedByApp(send)).toBe(false);
      await expect(page).toHaveURL(/\/$/);
      await expect(field('name')).toHaveValue('');

      // Once the app is there it says the message went out, and keeps no draft of it.
      release();
      await expect(form.getByText(text(language, 'contact', 'sent'))).toBeVisible(appStart);
      expect(await page.evaluate((key) => localStorage.getItem(key), draftKey)).toBeNull();
      expectNoFieldSent(requests, Object.values(values));
    });

    test('Send with JavaScript off opens wa.me with the message, and the site gets nothing', async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        baseURL,
        extraHTTPHeaders: { 'Accept-Language': language },
      });
      try {
        await stubWhatsApp(context);
        const requests = siteRequests(context, baseURL ?? '');
        const page = await context.newPage();
        await page.goto('/', { waitUntil: 'commit' });
        // Without JavaScript the English prerender stays, whatever the visitor's language.
        const { field, send } = formOf(page, 'en');
        await field('name').fill(values.name);
        await field('email').fill(values.email);
        await field('thoughts').fill(values.thoughts);
        const popup = context.waitForEvent('page');
        await send.click();
        const chatTab = await popup;
        await chatTab.waitForURL(/^https:\/\/wa\.me\//);
        const url = new URL(chatTab.url());
        expect(`${url.origin}${url.pathname}`).toBe(chat);
        expect([...url.searchParams.keys()]).toEqual(['text']);
        // A form sends a textarea's line breaks as CRLF; WhatsApp shows either as a new line.
        expect(url.searchParams.get('text')?.replaceAll('\r\n', '\n')).toBe(values.thoughts);
        await expect(page).toHaveURL(/\/$/);
        expectNoFieldSent(requests, Object.values(values));
      } finally {
        await context.close();
      }
    });
  });
}
