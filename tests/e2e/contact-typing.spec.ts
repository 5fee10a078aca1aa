// A visitor who starts typing into the contact form the moment it is painted and goes on typing
// while the app takes the page over, on a slow phone (4x and 8x CPU), and one who reloads right
// after typing. Nothing here waits for the app before acting: every keystroke must land in its
// field, in order, and be in the saved draft at once. playwright.config.ts repeats this file five
// times, so that a race shows.
import type { Locator, Page } from '@playwright/test';
import { expect, languages, test, visitEarly, waitForHydration, type Language } from './fixtures';
import { text } from './pwa-support';

test.describe.configure({ timeout: 90_000 });

/** 40 characters, typed key by key, 60 ms apart: about 2.4 s, across the app's takeover. */
const fullName = 'Katarzyna Wielopolska-Zawadzka from Lodz';
const message: Record<Language, string> = { en: 'Do not lose me', pl: 'Nie zgub mnie' };
const keyDelay = { delay: 60 };
/** How long the app may take to restore a draft after a reload, at 8x CPU on a busy machine. */
const appStart = { timeout: 45_000 };

function fieldsOf(page: Page, language: Language) {
  const form = page.locator('#contact form');
  const field = (name: 'name' | 'thoughts') =>
    form.getByLabel(text(language, 'contact', `fields.${name}.label`), { exact: true });
  return { name: field('name'), thoughts: field('thoughts') };
}

/**
 * As a visitor does: taps the field the moment it is on screen (a tap focuses it natively, with or
 * without the app), then types key by key.
 */
async function tapAndType(field: Locator, typed: string) {
  await field.click();
  await field.pressSequentially(typed, keyDelay);
}

const savedDraft = (page: Page) =>
  page.evaluate(() => localStorage.getItem('kreska-studio:contact-draft') ?? '');

/** After the app has taken over and had a moment to do all it does then: what the field holds. */
async function settledValue(page: Page, field: Locator) {
  await waitForHydration(page);
  await page.waitForTimeout(1_000);
  return field.inputValue();
}

for (const language of languages) {
  for (const cpuRate of [4, 8]) {
    test.describe(`${language}, ${cpuRate}x CPU`, () => {
      test('a name typed from the first paint through the takeover is whole, also after a reload', async ({
        page,
      }) => {
        await visitEarly(page, '/#contact', language, { holdApp: false, cpuRate });
        const { name } = fieldsOf(page, language);
        await tapAndType(name, fullName);
        expect(await settledValue(page, name)).toBe(fullName);
        expect(await name.evaluate((field) => field === document.activeElement)).toBe(true);

        await page.reload({ waitUntil: 'commit' });
        await expect(fieldsOf(page, language).name).toHaveValue(fullName, appStart);
      });

      test('a message reloaded a second after its first key is there after the reload', async ({
        page,
      }) => {
        await visitEarly(page, '/#contact', language, { holdApp: false, cpuRate });
        // The reload comes a second after the first key: a moment after the last one.
        const typing = tapAndType(fieldsOf(page, language).thoughts, message[language]);
        await Promise.all([typing, page.waitForTimeout(1_000)]);
        await page.reload({ waitUntil: 'commit' });
        await expect(fieldsOf(page, language).thoughts).toHaveValue(message[language], appStart);
      });

      test('typing while the app is held back and released mid-name loses nothing', async ({
        page,
      }) => {
        const { releaseApp } = await visitEarly(page, '/#contact', language, { cpuRate });
        const { name } = fieldsOf(page, language);
        const typing = tapAndType(name, fullName);
        await page.waitForTimeout(600);
        releaseApp();
        await typing;
        // Saved as typed, before the app has necessarily done anything.
        const draft = await savedDraft(page);
        const field = await name.evaluate((input: HTMLInputElement) => ({
          value: input.value,
          focused: input === document.activeElement,
          focus: document.activeElement?.id || document.activeElement?.tagName,
        }));
        expect(draft, `no saved draft; the field: ${JSON.stringify(field)}`).not.toBe('');
        expect(JSON.parse(draft)).toMatchObject({ name: fullName });
        expect(await settledValue(page, name)).toBe(fullName);

        await page.reload({ waitUntil: 'commit' });
        await expect(fieldsOf(page, language).name).toHaveValue(fullName, appStart);
      });
    });
  }
}
