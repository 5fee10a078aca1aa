// Which web-font subsets a page's first layout draws. English pages name Polish places (Łódź,
// Wrocław), whose letters are in the Latin Extended file: found only in layout, it would come late.
import { JSDOM } from 'jsdom';

type CodePointRange = [low: number, high: number];

/** The unicode-range of the @font-face rule that loads `fontUrl`, from the built stylesheet. */
export function unicodeRangeOf(css: string, fontUrl: string): CodePointRange[] {
  const rule = css.match(/@font-face\s*\{[^}]*\}/g)?.find((face) => face.includes(fontUrl));
  const range = rule?.match(/unicode-range:([^;}]+)/)?.[1];
  if (!range) throw new Error(`No @font-face with a unicode-range loads ${fontUrl}.`);
  return range.split(',').map((part) => {
    // U+0100-02BA, U+0131, or with wildcards U+00?? (what minifiers write for U+0000-00FF).
    const [low = '', high = low] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(low.replaceAll('?', '0'), 16), parseInt(high.replaceAll('?', 'F'), 16)];
  });
}

/** The text the browser lays out for the first paint: the page's markup without the sections it
 * draws only near the viewport (`.render-when-near`, content-visibility: auto). */
export function firstLayoutText(markup: string): string {
  const { document } = new JSDOM(`<body>${markup}</body>`).window;
  for (const deferred of document.querySelectorAll('.render-when-near')) deferred.remove();
  return document.body.textContent ?? '';
}

const covers = (ranges: CodePointRange[], codePoint: number) =>
  ranges.some(([low, high]) => codePoint >= low && codePoint <= high);

/** Whether `text` has a character only the `subset` face draws (none of `others` does). */
export function needsSubset(
  text: string,
  subset: CodePointRange[],
  others: CodePointRange[],
): boolean {
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (covers(subset, codePoint) && !covers(others, codePoint)) return true;
  }
  return false;
}
