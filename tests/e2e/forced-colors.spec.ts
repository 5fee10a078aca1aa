import sharp from 'sharp';
import { expect, languages, test, visit } from './fixtures';

/*
 * A contrast theme (Windows' forced colours) replaces the page's colours with the visitor's own.
 * Whatever the page says must still be drawn: text that takes the theme's colour for both its
 * letters and what is behind them vanishes.
 */

for (const language of languages) {
  for (const colorScheme of ['dark', 'light'] as const) {
    test(`in a ${colorScheme} contrast theme, the headline's highlighted words show (${language})`, async ({
      page,
    }) => {
      await page.emulateMedia({ forcedColors: 'active', colorScheme, reducedMotion: 'reduce' });
      await visit(page, '/', language);
      const highlights = page.locator('main h1 mark');
      await expect(highlights).toHaveCount(2);
      for (const highlight of await highlights.all()) {
        const png = await highlight.screenshot();
        const { channels } = await sharp(png).removeAlpha().stats();
        const spread = Math.max(...channels.map((channel) => channel.stdev));
        // Letters on a different background spread the values widely; one flat colour does not.
        expect(spread, `"${await highlight.textContent()}"`).toBeGreaterThan(40);
      }
    });
  }
}
