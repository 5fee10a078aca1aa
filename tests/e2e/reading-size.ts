// What a visitor who reads with larger text sets, and how their lines come out.
import type { Locator, Page } from '@playwright/test';

/** The default text size in the browser's settings, as Chrome's does (32 px is WCAG's 200 %). */
export async function setDefaultTextSize(page: Page, pixels: number) {
  const session = await page.context().newCDPSession(page);
  await session.send('Page.setFontSizes', { fontSizes: { standard: pixels, fixed: 13 } });
}

/** How many lines an element's text takes. */
export function linesOf(element: Locator) {
  return element.evaluate((node) => {
    const text = document.createRange();
    text.selectNodeContents(node);
    return text.getClientRects().length;
  });
}

/** The words of an element's text that a line break cuts in two. */
export function wordsCutByLines(element: Locator) {
  return element.evaluate((node) => {
    const cut: string[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      for (const word of (text.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        if (range.getClientRects().length > 1) cut.push(word[0]);
      }
    }
    return cut;
  });
}

/**
 * Each line of an element's text as drawn: where it begins, in px from where the first line begins
 * (rounded), and how many characters it holds, spaces included.
 */
export function textLines(element: Locator) {
  return element.evaluate((node) => {
    const lines = new Map<number, { left: number; characters: number }>();
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const characters = text.textContent ?? '';
      for (let index = 0; index < characters.length; index++) {
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        const box = range.getClientRects()[0];
        if (!box) continue; // white space the line collapsed
        const top = Math.round(box.top);
        const line = lines.get(top) ?? { left: Infinity, characters: 0 };
        line.characters += 1;
        if (/\S/.test(characters[index] ?? '')) line.left = Math.min(line.left, box.left);
        lines.set(top, line);
      }
    }
    const first = lines.values().next().value?.left ?? 0;
    return [...lines.values()].map(({ left, characters }) => ({
      start: Math.round(left - first),
      characters,
    }));
  });
}
