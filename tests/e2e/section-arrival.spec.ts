// Where a page opens, frame by frame: at a #section from its first frame, also on a slow phone
// that would draw the page while it is still arriving; at that section from home's first frame
// when the app navigates there; at its top when the app opens it from a scrolled page; never
// sliding there through the page (the stylesheet asks for smooth scrolling, which is for links
// within the page only).
import type { Page } from '@playwright/test';
import { expect, languages, slowCpu, test, visit, visitEarly, waitForHydration } from './fixtures';
import { text } from './pwa-support';

type Frame = {
  page: string;
  contactTop: number | null;
  headerTop: number | null;
  scrollY: number;
};

/**
 * Records, in every animation frame, which page is shown, where #contact and the header's bar are,
 * and the scroll.
 */
function recordFrames() {
  const frames: Frame[] = [];
  (window as unknown as { frames: Frame[] }).frames = frames;
  const record = () => {
    const main = document.querySelector('main');
    const contact = document.getElementById('contact');
    const headerBar = document.querySelector('#root > header > div');
    frames.push({
      page: main?.querySelector('section[id]')?.id ?? main?.querySelector('h1')?.textContent ?? '',
      contactTop: contact ? Math.round(contact.getBoundingClientRect().top) : null,
      headerTop: headerBar ? Math.round(headerBar.getBoundingClientRect().top) : null,
      scrollY: Math.round(window.scrollY),
    });
    requestAnimationFrame(record);
  };
  requestAnimationFrame(record);
}

const contactTop = (page: Page) =>
  page.evaluate(() => document.getElementById('contact')?.getBoundingClientRect().top ?? null);

const takeFrames = (page: Page) =>
  page.evaluate(() => {
    const record = window as unknown as { frames: Frame[] };
    return record.frames.splice(0);
  });

/** Where a section sits once it has been scrolled to: just below the 75 px header. */
const landed = (frame: Frame) =>
  frame.contactTop !== null && frame.contactTop >= 0 && frame.contactTop < 130;

/**
 * The contact section is where it landed from the page's first frame on: never the page's top
 * first (drawn while the rest is still arriving, then a jump), never rising through the screen.
 */
function expectLandedFromFirstFrame(frames: Frame[]) {
  expect(frames.length).toBeGreaterThan(0);
  const numbered = frames.map((frame, index) => ({ index, ...frame }));
  expect(
    numbered.filter((frame) => !landed(frame)),
    `${frames.length} frames`,
  ).toEqual([]);
}

// On a fast computer the page is often parsed before its first frame; a slow phone would draw it
// while still arriving, and the page holds its first frame until it has landed on the section.
// Landing before the first frame is the harder case for layout: the sections near it are not laid
// out yet, so their real heights come in afterwards.
const devices = [
  { name: 'a computer', cpuRate: 1 },
  { name: 'a slow phone', cpuRate: 4 },
];

for (const language of languages)
  for (const { name, cpuRate } of [...devices, { name: 'a slower phone', cpuRate: 8 }]) {
    test(`/#contact shows the contact section from its first frame, on ${name} (${language})`, async ({
      page,
    }) => {
      await page.addInitScript(recordFrames);
      await visitEarly(page, '/#contact', language, { holdApp: false, cpuRate });
      await waitForHydration(page);
      await page.waitForTimeout(1_000); // the browser's own scroll to the address's section, if any
      const frames = await takeFrames(page);
      expectLandedFromFirstFrame(frames);
      // Docked to the top edge, as on any page scrolled that far, from the first frame on: not
      // floating over the section until the app has started, then sliding up.
      expect(frames.filter((frame) => frame.headerTop !== 0)).toEqual([]);
    });
  }

// Until the page has loaded, the browser keeps the address's section in place while what is above
// it changes height: a picture, a font or a stylesheet arriving late on a slow network (here, a
// block added to the section above). Those corrections must be instant: with the stylesheet's
// smooth scrolling the section would first be drawn out of place, then slide back.
for (const language of languages)
  test(`/#contact stays in place as the page above it changes while loading (${language})`, async ({
    page,
  }) => {
    await page.addInitScript(recordFrames);
    // A font still on its way holds the page's load, as on a slow network.
    let releaseFont: () => void = () => undefined;
    const fontHeld = new Promise<void>((resolve) => (releaseFont = resolve));
    await page.route(/\.woff2$/, async (route) => {
      await fontHeld;
      await route.continue();
    });
    await visitEarly(page, '/#contact', language, { holdApp: false, cpuRate: 1 });
    await waitForHydration(page);
    await page.evaluate(() => {
      const late = document.createElement('div');
      late.style.height = '200px';
      document.getElementById('contact')?.previousElementSibling?.append(late);
    });
    await page.waitForTimeout(500);
    releaseFont();
    await page.waitForLoadState('load');
    await page.waitForTimeout(1_000); // the browser's own scroll to the address's section, if any
    expectLandedFromFirstFrame(await takeFrames(page));
  });

test('a page opened from far down the home page is shown at its top from its first frame', async ({
  page,
}) => {
  await page.addInitScript(recordFrames);
  await visit(page, '/', 'en');
  await page.evaluate(() => document.getElementById('projects')?.scrollIntoView());
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await takeFrames(page);
  await page.locator('#projects a[href="/project/1"]').first().click();
  const heading = text('en', 'projects', 'categories.website.title');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await page.waitForTimeout(1_000);
  const gallery = (await takeFrames(page)).filter((frame) => frame.page === heading);
  expect(gallery.length).toBeGreaterThan(0);
  expect(gallery.filter((frame) => frame.scrollY !== 0)).toEqual([]);
});

// The app shows home once the code of all its sections has arrived, not its first screen before.
for (const language of languages)
  for (const { name, cpuRate } of devices) {
    test(`a section link on another page opens home at that section, on ${name} (${language})`, async ({
      page,
    }) => {
      await page.addInitScript(recordFrames);
      await visit(page, '/about', language);
      await slowCpu(page, cpuRate);
      await takeFrames(page);
      await page.getByRole('banner').locator('a[href="/#contact"]').first().click();
      await expect(page).toHaveURL(/\/#contact$/);
      // Home's code and texts arrive first: at 4x CPU on a busy host, longer than an assertion's 7 s.
      await expect.poll(() => contactTop(page), { timeout: 15_000 }).toBeLessThan(130);
      await page.waitForTimeout(1_000); // the browser's own scroll to the address's section, if any
      expectLandedFromFirstFrame((await takeFrames(page)).filter((frame) => frame.page === 'home'));
    });
  }
