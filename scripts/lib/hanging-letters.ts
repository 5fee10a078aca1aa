// Polish typesetting keeps a one-letter word (a, i, o, u, w, z) with the word after it: a line may
// not end with one. The site's own texts tie them with a no-break space; the artwork must too.
import type { Page } from '@playwright/test';

/** The one-letter Polish words that end a line on the visible part of a page, in context. */
export function hangingLetters(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const value = text.textContent ?? '';
      // Breakable white space (not a no-break one) before the next word of the same text node.
      for (const match of value.matchAll(/(?<![\p{L}\p{N}])[aiouwz][ \t\r\n]+(?=\S)/giu)) {
        const [letter, next] = [match.index, match.index + match[0].length].map((index) => {
          range.setStart(text, index);
          range.setEnd(text, index + 1);
          return range.getBoundingClientRect();
        }) as [DOMRect, DOMRect];
        const onScreen = letter.width > 0 && letter.bottom > 0 && letter.top < innerHeight;
        if (onScreen && next.top >= letter.bottom - 1) {
          found.push(value.slice(Math.max(0, match.index - 20), match.index + 20).trim());
        }
      }
    }
    return found;
  });
}
