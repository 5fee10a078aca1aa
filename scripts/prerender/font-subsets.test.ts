import { describe, expect, it } from 'vitest';
import { firstLayoutText, needsSubset, unicodeRangeOf } from './font-subsets';

const css =
  '@font-face{font-family:J;src:url(/assets/j-latin-ext-1.woff2) format("woff2");' +
  'unicode-range:U+0100-02BA,U+0304,U+1E00-1E9F}' +
  '@font-face{font-family:J;src:url(/assets/j-latin-2.woff2) format("woff2");' +
  'unicode-range:U+??,U+131,U+304}' +
  '.x{color:red}';
const latinExt = unicodeRangeOf(css, '/assets/j-latin-ext-1.woff2');
const latin = unicodeRangeOf(css, '/assets/j-latin-2.woff2');

describe('font subsets', () => {
  it('reads the unicode-range of the face that loads a file', () => {
    expect(latinExt).toEqual([
      [0x100, 0x2ba],
      [0x304, 0x304],
      [0x1e00, 0x1e9f],
    ]);
    expect(latin).toEqual([
      [0x0, 0xff],
      [0x131, 0x131],
      [0x304, 0x304],
    ]);
    expect(() => unicodeRangeOf(css, '/assets/other.woff2')).toThrow(/No @font-face/);
  });

  it('needs Latin Extended for Polish letters, not for English or letters Latin covers', () => {
    expect(needsSubset('A bakery in Łódź', latinExt, latin)).toBe(true);
    expect(needsSubset('Gdańsk', latinExt, latin)).toBe(true);
    expect(needsSubset('Kraków, café, naïve', latinExt, latin)).toBe(false);
    expect(needsSubset('\u0304 (in both faces)', latinExt, latin)).toBe(false);
  });

  it('leaves out the sections drawn only near the viewport, and attributes', () => {
    const markup =
      '<main><h1>Projects</h1><img alt="Wrocław"><section class="a render-when-near">' +
      '<p>Zieliński</p></section><p>Łódź</p></main>';
    const text = firstLayoutText(markup);
    expect(text).toContain('Projects');
    expect(text).toContain('Łódź');
    expect(text).not.toContain('Zieliński');
    expect(text).not.toContain('Wrocław');
  });
});
