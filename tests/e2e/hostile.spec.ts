// Hostile input: unsafe values in storage and odd paths must leave the site working, with no
// script run and no dialog. (Contact-field cases belong with the contact form's own tests.)
import type { Page } from '@playwright/test';
import {
  contactFields,
  contactLimits,
  type ContactValues,
} from '../../src/features/contact/contact-fields';
import { languageStorageKey } from '../../src/i18n/language-code';
import {
  expect,
  studioWhatsAppNumber,
  test,
  visit,
  waitForHydration,
  type Language,
} from './fixtures';
import { texts } from './texts';

/** Fails the test if any alert/confirm/prompt opens or the marker global gets set. */
function guard(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return async () => {
    expect(dialogs, 'no dialog opened').toEqual([]);
    expect(await page.evaluate(() => '__pwned' in window), 'no injected script ran').toBe(false);
    expect(await page.locator('img[src="x"], #root script').count(), 'no markup injected').toBe(0);
  };
}

const unsafeLanguages = [
  '"><img src=x onerror=window.__pwned=1;alert(1)>',
  'javascript:window.__pwned=1;alert(1)',
  '<script>window.__pwned=1</script>',
  'pl"><svg onload=alert(1)>',
  'p'.repeat(100_000),
  '',
  'null',
];

for (const value of unsafeLanguages) {
  for (const browserLanguage of ['en', 'pl'] as Language[]) {
    test(`stored language ${JSON.stringify(value.slice(0, 40))} is ignored (${browserLanguage} browser)`, async ({
      page,
    }) => {
      const check = guard(page);
      await page.addInitScript(([key, stored]) => window.localStorage.setItem(key, stored), [
        languageStorageKey,
        value,
      ] as const);
      // visit() expects <html lang> to be the browser's language: the stored value counts for nothing.
      await visit(page, '/about', browserLanguage);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        texts[browserLanguage].about.title,
      );
      await check();
    });
  }
}

const notFoundPaths = [
  '/project/%3Cscript%3Ewindow.__pwned=1%3C/script%3E',
  '/project/%3Cscript%3E',
  `/${'a'.repeat(5000)}`,
  `/project/${'9'.repeat(5000)}x`,
  '/..%2f..%2fetc/passwd',
  '/%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E',
];

for (const path of notFoundPaths) {
  test(`odd path ${path.slice(0, 50)} shows the not-found page`, async ({ page }) => {
    const check = guard(page);
    await visit(page, path, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      texts.en.common.notFound.title,
    );
    await check();
  });
}

test('a very long project number shows "project not found"', async ({ page }) => {
  const check = guard(page);
  await visit(page, `/project/${'9'.repeat(5000)}`, 'pl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.pl.project.notFound);
  await check();
});

test('a link cut mid-character after its # leaves home working', async ({ page }) => {
  const check = guard(page);
  // `#%E0%A4%A` cannot be decoded: the app, decoding it to find a section, used to stop there.
  await visit(page, '/#%E0%A4%A', 'en');
  await page.getByRole('banner').getByRole('link', { name: 'Services' }).click();
  await expect
    .poll(() =>
      page.locator('#services').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
    )
    .toBeLessThan(130);
  await check();
});

test('markup in the query string is ignored', async ({ page }) => {
  const check = guard(page);
  await visit(page, '/project/1?x=<script>window.__pwned=1</script>&y="><img src=x>', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    texts.en.projects.categories.website.title,
  );
  await check();
});

test.describe('hostile input in the contact form', () => {
  test('markup, quotes, RTL marks, emoji and 10,000 characters: the link stays exact, nothing runs', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.addInitScript(() => {
      const opened: string[] = [];
      Object.defineProperty(window, '__opened', { value: opened });
      window.open = (url?: string | URL) => {
        opened.push(String(url));
        return null;
      };
    });
    await page.goto('/#contact');
    // The form takes over from the browser once React has hydrated it.
    await waitForHydration(page);
    const form = page.locator('#contact form');
    const markup = '<img src=x onerror=alert(1)>"\'&amp;';
    const rtl = '\u202Eevil\u202C \u200F';
    const long = `${'Zażółć gęślą jaźń 🎨 & # ? + % '.repeat(400)}`.slice(0, 10_000);
    const fields = {
      name: form.getByLabel('Name', { exact: true }),
      country: form.getByLabel('Country', { exact: true }),
      email: form.getByLabel('Email', { exact: true }),
      whatsapp: form.getByLabel('WhatsApp number', { exact: true }),
      thoughts: form.getByLabel('Your thoughts', { exact: true }),
    };
    await fields.name.fill(markup);
    await fields.country.fill(rtl);
    // Quotes and symbols in the local part: odd, yet valid for the browser's own email check.
    await fields.email.fill("o'hara+b&x=1@example.com");
    await fields.whatsapp.fill('+48 <script>1</script>');
    await fields.thoughts.fill(long);
    // What each field holds after its own limit: the link must carry exactly that.
    const held = {} as ContactValues;
    for (const field of contactFields) held[field] = await fields[field].inputValue();
    expect(held.thoughts).toHaveLength(contactLimits.thoughts);
    await form.getByRole('button', { name: 'Send via WhatsApp' }).click();

    const opened = await page.evaluate(
      () => (window as unknown as { __opened: string[] }).__opened,
    );
    // The spec's message: labelled lines (values trimmed), a blank line, the thoughts.
    const label = (field: keyof ContactValues) => texts.en.contact.fields[field].label;
    const details = contactFields
      .filter((field) => field !== 'thoughts')
      .map((field) => `${label(field)}: ${held[field].trim()}`.trimEnd());
    const message = [...details, '', `${label('thoughts')}:`, held.thoughts.trim()].join('\n');
    expect(opened).toEqual([
      `https://wa.me/${studioWhatsAppNumber}?text=${encodeURIComponent(message.trimEnd())}`,
    ]);
    const text = new URL(opened[0] ?? '').searchParams.get('text') ?? '';
    expect(text).toContain(`Name: ${markup}`);
    expect(text).toContain('Your thoughts:\nZażółć gęślą jaźń 🎨 & # ? + %');

    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
    // Still responsive: navigation works right after.
    await page.getByRole('navigation').first().getByRole('link', { name: 'Blog' }).click();
    await expect
      .poll(() =>
        page.locator('#blog').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      )
      .toBeLessThan(130);
  });
});
