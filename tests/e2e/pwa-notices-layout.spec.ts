// The offline notices (bottom left, see src/pwa/) never cover what the header offers: its links,
// the contact button, the language switcher, on a phone the menu button and the open menu, at the
// top of the page and with the header docked after a scroll. Over the ink footer, the ink notice
// keeps a visible edge. With 200 % text on a phone they still fit below the header.
import type { Page } from '@playwright/test';
import Color from 'color';
import { expect, languages, test, visit, type Language } from './fixtures';
import { precachingTimeout, text, waitForServiceWorker, withOfflineSupport } from './pwa-support';
import { setDefaultTextSize, wordsCutByLines } from './reading-size';

test.use(withOfflineSupport);

const viewports = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
];

type Box = { label: string; left: number; top: number; right: number; bottom: number };

/** The header's visible links and buttons and each shown notice, as boxes in the viewport. */
function boxes(page: Page, noticeTexts: string[]) {
  return page.getByRole('banner').evaluate((header, texts) => {
    const box = (element: Element, label: string): Box => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { label, left, top, right, bottom };
    };
    const controls = [...header.querySelectorAll('a, button')]
      .filter((element) => element.checkVisibility() && element.getClientRects().length > 0)
      .map((element) =>
        box(element, element.getAttribute('aria-label') || element.textContent?.trim() || ''),
      );
    const notices = [...document.querySelectorAll('[aria-live="polite"] > div')]
      .filter((element) => texts.some((wanted) => element.textContent?.includes(wanted)))
      .map((element) => box(element, element.textContent ?? ''));
    return { controls, notices };
  }, noticeTexts);
}

const overlap = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

async function expectNoticesClearOfHeader(page: Page, language: Language, state: string) {
  const noticeTexts = [
    text(language, 'common', 'pwa.offlineReady'),
    text(language, 'common', 'pwa.offline'),
  ];
  // Settled: the notices rise into place and the header docks with a transition.
  await page.waitForTimeout(500);
  const { controls, notices } = await boxes(page, noticeTexts);
  expect(notices, `${state}: both notices shown`).toHaveLength(2);
  expect(controls.length, `${state}: header controls found`).toBeGreaterThan(0);
  const covered = notices.flatMap((notice) =>
    controls
      .filter((control) => overlap(notice, control))
      .map((control) => `"${notice.label.slice(0, 30)}…" covers "${control.label}"`),
  );
  expect(covered, state).toEqual([]);
}

/**
 * The ink notice's edge and the footer behind it, as drawn: the browser paints each computed
 * colour (the edge over the notice's own background) on a canvas and reads the pixel back.
 */
function noticeEdgeOverFooter(page: Page, noticeText: string) {
  return page.getByRole('contentinfo').evaluate((footer, wanted) => {
    const notice = [...document.querySelectorAll('[aria-live="polite"] > div')].find((element) =>
      element.textContent?.includes(wanted),
    );
    if (!notice) throw new Error(`no notice reads "${wanted}"`);
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no canvas');
    const paint = (...layers: string[]) => {
      context.clearRect(0, 0, 1, 1);
      for (const layer of layers) {
        context.fillStyle = layer;
        context.fillRect(0, 0, 1, 1);
      }
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const style = getComputedStyle(notice);
    const { top } = notice.getBoundingClientRect();
    const { top: footerTop, bottom: footerBottom } = footer.getBoundingClientRect();
    return {
      width: parseFloat(style.borderTopWidth),
      overFooter: top > footerTop && top < footerBottom,
      edge: paint(style.backgroundColor, style.borderTopColor),
      footer: paint(getComputedStyle(footer).backgroundColor),
    };
  }, noticeText);
}

for (const language of languages) {
  for (const viewport of viewports) {
    test(`${language}, ${viewport.name}: the offline notices leave the header's controls free and keep their edge over the footer`, async ({
      page,
      context,
    }) => {
      test.setTimeout(precachingTimeout);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await visit(page, '/', language);
      await waitForServiceWorker(page);
      const ready = page.getByText(text(language, 'common', 'pwa.offlineReady'));
      await expect(ready).toBeVisible();
      // The pointer resting on it keeps it from leaving by itself while the layout is measured.
      await ready.hover();
      await context.setOffline(true);
      await expect(page.getByText(text(language, 'common', 'pwa.offline'))).toBeVisible();

      const contact = page
        .getByRole('banner')
        .getByRole('navigation')
        .getByRole('link', { name: text(language, 'navbar', 'items.contact') });
      const menuButton = page
        .getByRole('banner')
        .getByRole('button', { name: text(language, 'navbar', 'openMenu') });
      if (viewport.name === 'phone') {
        await expect(menuButton).toBeVisible();
        await expect(contact).toBeHidden();
      } else {
        await expect(contact).toBeVisible();
        await expect(menuButton).toBeHidden();
      }

      await expectNoticesClearOfHeader(page, language, 'top of the page');
      await page.mouse.wheel(0, 800);
      await expect(page.locator('html')).toHaveAttribute('data-docked', 'true');
      await expectNoticesClearOfHeader(page, language, 'header docked');

      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      const edge = await noticeEdgeOverFooter(page, text(language, 'common', 'pwa.offlineReady'));
      expect(edge.overFooter, 'the ready notice floats over the footer').toBe(true);
      expect(edge.width).toBeGreaterThanOrEqual(1);
      // 3:1, what WCAG asks of a component's boundary.
      expect(Color.rgb(edge.edge).contrast(Color.rgb(edge.footer))).toBeGreaterThanOrEqual(3);

      if (viewport.name === 'phone') {
        await menuButton.click();
        await expect(contact).toBeVisible();
        await expectNoticesClearOfHeader(page, language, 'menu open');

        // With 200 % text the notices still fit below the header, their words whole.
        await page.keyboard.press('Escape');
        await expect(contact).toBeHidden();
        await setDefaultTextSize(page, 32);
        await expectNoticesClearOfHeader(page, language, '200 % text');
        for (const key of ['pwa.offlineReady', 'pwa.offline']) {
          const message = page.getByText(text(language, 'common', key));
          await expect(message).toBeInViewport({ ratio: 1 });
          expect(await wordsCutByLines(message), key).toEqual([]);
        }
      }
    });
  }
}
