// The About page: title and Back to Home, the story, mission, vision, values, headline and the
// WhatsApp contact link, in both languages, and axe.
import {
  expect,
  expectNoAxeViolations,
  languages,
  studioWhatsAppNumber,
  test,
  visit,
} from './fixtures';
import { texts } from './texts';

/** The build's WhatsApp number, as src/config/site.ts reads it (digits only). */

for (const language of languages) {
  const text = texts[language].about;

  test.describe(`about page (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await visit(page, '/about', language);
    });

    test('shows the title, three story paragraphs with pictures, mission and vision', async ({
      page,
    }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
      const story = page.locator('[data-story]');
      await expect(story).toHaveCount(3);
      for (const [index, key] of (['start', 'team', 'today'] as const).entries()) {
        const part = story.nth(index);
        await expect(part.locator('p')).toHaveText(text.story[key].text);
        await expect(part.getByRole('img')).toHaveAttribute('alt', text.story[key].alt);
        await part.scrollIntoViewIfNeeded();
        await expect(part.getByRole('img')).toHaveJSProperty('complete', true);
        expect(
          await part.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
        ).toBeGreaterThan(0);
      }
      await expect(page.getByRole('heading', { name: text.mission.title })).toBeVisible();
      await expect(page.getByText(text.mission.text)).toBeVisible();
      await expect(page.getByRole('heading', { name: text.vision.title })).toBeVisible();
      await expect(page.getByText(text.vision.text)).toBeVisible();
    });

    test('shows the robot with five value chips and the headline', async ({ page }) => {
      await expect(page.getByRole('img', { name: text.robotAlt })).toBeVisible();
      const values = page.getByRole('region', { name: text.valuesTitle }).getByRole('listitem');
      await expect(values).toHaveText(Object.values(text.values));
      await expect(page.getByRole('heading', { name: text.headline })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });

    test('the contact button opens WhatsApp with a greeting in a new tab, without an opener', async ({
      page,
    }) => {
      const link = page.getByRole('link', { name: new RegExp(text.contact) });
      await expect(link).toHaveAttribute(
        'href',
        `https://wa.me/${studioWhatsAppNumber}?text=${encodeURIComponent(text.whatsappGreeting)}`,
      );
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });

    test('Back to Home lands on the home page at the top', async ({ page }) => {
      await page.mouse.wheel(0, 500);
      await page.getByRole('link', { name: text.backHome }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(text.title);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('has no axe violations', async ({ page }) => {
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  });
}
