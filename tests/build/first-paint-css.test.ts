// The home page's inline CSS, what its first paint is drawn with, after `npm run build`. An SVG
// image there (a mask, a background) costs the page a document of its own before that paint:
// 3-7 ms of the main thread, measured (docs/performance.md).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir } from './js-budget';

const inlineCss = (html: string) =>
  [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');

const svgImages = (css: string) =>
  [...css.matchAll(/url\(\s*["']?(data:image\/svg\+xml[^"')]{0,40}|[^"')]*\.svg\b)/g)].map(
    (match) => match[1],
  );

describe("the home page's first paint", () => {
  it('is styled without any SVG image', async () => {
    const css = inlineCss(await readFile(join(distDir, 'index.html'), 'utf8'));
    expect(css.length).toBeGreaterThan(0);
    expect(svgImages(css)).toEqual([]);
  });
});

describe('SVG images in CSS', () => {
  it('are found as data addresses and as files, quoted or not', () => {
    const css = `a{mask:url("data:image/svg+xml,%3Csvg%3E") center}b{background:url(/icons/x.svg)}
      c{background:url('/images/a.avif')}`;
    expect(svgImages(css)).toEqual(['data:image/svg+xml,%3Csvg%3E', '/icons/x.svg']);
  });
});
