import { expect, languages, test, visit } from './fixtures';

const routes = ['/', '/about', '/project/1', '/nope'];

for (const language of languages) {
  test.describe(`app start (${language})`, () => {
    for (const path of routes) {
      test(`${path}: the app's scripts load only after the first paint`, async ({ page }) => {
        await visit(page, path, language);
        const timing = await page.evaluate(() => {
          const [firstPaint] = performance.getEntriesByName('first-contentful-paint');
          const scripts = performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name));
          return {
            firstPaint: firstPaint?.startTime ?? -1,
            firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
          };
        });
        expect(timing.firstPaint).toBeGreaterThan(0);
        // Before it, the network and the main thread belong to the first screen.
        expect(timing.firstScript).toBeGreaterThanOrEqual(timing.firstPaint);
      });
    }
  });
}
