import { expect, languages, test, visit } from './fixtures';

const routes = ['/', '/about', '/project/1', '/project/2', '/project/3', '/nope'];

/** The Latin Extended file: the Polish letters, and the Polish names on some English pages. */
const latinExtended = /latin-ext-wght-normal-[\w-]+\.woff2$/;

for (const language of languages) {
  test.describe(`fonts (${language})`, () => {
    for (const path of routes) {
      test(`${path}: every font the page draws while loading was preloaded, none found late`, async ({
        page,
      }) => {
        await visit(page, path, language, { hydrate: false });
        await page.waitForLoadState('load');
        // The fonts the prerendered page asked for while loading: the app starts only after the
        // load event (scripts/prerender.ts), and may lay out more of the page for its own reasons.
        const fonts = await page.evaluate(() => {
          const [navigation] = performance.getEntriesByType('navigation');
          if (!(navigation instanceof PerformanceNavigationTiming)) throw new Error('No timing');
          return performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.woff2'))
            .filter((entry) => entry.startTime < navigation.loadEventStart)
            .map((entry) => ({
              file: new URL(entry.name).pathname,
              by: (entry as PerformanceResourceTiming).initiatorType,
            }));
        });
        expect(fonts.length, 'the page draws its text in the web font').toBeGreaterThan(0);
        // "link": a <link rel="preload"> in the page or added by its head script; "css" would
        // mean the browser found the file only while laying the page out, a round trip later.
        for (const font of fonts) expect(font, font.file).toEqual({ file: font.file, by: 'link' });
        const loadsLatinExtended = fonts.some((font) => latinExtended.test(font.file));
        if (language === 'pl') expect(loadsLatinExtended, 'Polish letters').toBe(true);
        // These English pages draw no Polish letters while loading.
        if (language === 'en' && ['/', '/nope', '/project/2'].includes(path)) {
          expect(loadsLatinExtended, 'no Latin Extended file for English').toBe(false);
        }
      });
    }
  });
}
