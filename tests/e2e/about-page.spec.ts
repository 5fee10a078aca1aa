// The About page: title and Back to Home, the story, mission, vision, values, headline and the
// WhatsApp contact link, reduced motion, in both languages, and axe.
import type { Locator } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  languages,
  studioWhatsAppNumber,
  test,
  visit,
} from './fixtures';
import { texts } from './texts';

/** For each element: how many animations (CSS or scripted) are running on it. */
const runningAnimations = (elements: Locator) =>
  elements.evaluateAll((nodes) =>
    nodes.map(
      (node) =>
        node.getAnimations().filter((animation) => animation.playState === 'running').length,
    ),
  );

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
        // Told beside a person of the team: a portrait, a name and a role.
        await expect(part.getByRole('figure')).toHaveText(
          text.story[key].name + text.story[key].role,
        );
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

    test('the robot hovers, and stands still with its chips under reduced motion', async ({
      page,
    }) => {
      const robot = page.getByRole('img', { name: text.robotAlt });
      const chips = page.getByRole('region', { name: text.valuesTitle }).getByRole('listitem');
      // Scrolled by hand: Playwright's own scrolling waits for the moving robot to stand still.
      await robot.evaluate((node) => node.scrollIntoView({ block: 'center' }));
      await expect(chips).toHaveCount(5);
      await expect.poll(() => runningAnimations(robot)).toEqual([1]);

      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expect.poll(() => runningAnimations(robot)).toEqual([0]);
      expect(await runningAnimations(chips)).toEqual([0, 0, 0, 0, 0]);
      await expect(robot).toHaveCSS('animation-name', 'none');

      // A visit that starts under reduced motion: nothing moves from the first frame.
      await page.reload();
      await expect(robot).toBeVisible();
      expect(await runningAnimations(robot)).toEqual([0]);
      expect(await runningAnimations(chips)).toEqual([0, 0, 0, 0, 0]);
      await expect(robot).toHaveCSS('transform', 'none');
    });

    test('from a tablet up, each part of the story stands beside its person, sides alternating', async ({
      page,
    }) => {
      const layout = () =>
        page.locator('[data-story]').evaluateAll((parts) =>
          parts.map((part) => {
            const person = part.querySelector('figure')?.getBoundingClientRect();
            const story = part.querySelector('p')?.getBoundingClientRect();
            if (!person || !story) return 'missing';
            if (person.bottom <= story.top) return 'above';
            if (person.right <= story.left) return 'left';
            return person.left >= story.right ? 'right' : 'overlapping';
          }),
        );
      await page.setViewportSize({ width: 375, height: 900 });
      expect(await layout()).toEqual(['above', 'above', 'above']);
      for (const width of [768, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await layout(), `${width} px`).toEqual(['left', 'right', 'left']);
      }
    });

    test('the headline card spans the column the mission and vision span, at every width', async ({
      page,
    }) => {
      const edges = (element: Locator) =>
        element.evaluate((node) => {
          const { left, right } = node.getBoundingClientRect();
          return { left: Math.round(left), right: Math.round(right) };
        });
      const card = page.getByRole('region', { name: text.headline });
      const column = page.locator('[data-block="mission"]').locator('..');
      for (const width of [375, 1024, 1280, 1440, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await edges(card), `${width} px`).toEqual(await edges(column));
      }
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
