import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceDir = join(import.meta.dirname, '..');
const stylesheets = Object.fromEntries(
  readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => [file, readFileSync(join(sourceDir, file), 'utf8')]),
);

/** `@media` conditions on the width in pixels: they ignore the visitor's default text size. */
const pixelWidthQuery = /@media[^{]*\bwidth\s*(?::|[<>]=?)\s*\d+(?:\.\d+)?px/g;

describe('breakpoints', () => {
  it('reads the stylesheets', () => {
    expect(Object.keys(stylesheets).length).toBeGreaterThan(10);
  });

  it('are in rem, so that a larger default text size gets the layout it needs', () => {
    const inPixels = Object.entries(stylesheets).flatMap(([file, css]) =>
      (css.match(pixelWidthQuery) ?? []).map((query) => `${file}: ${query}`),
    );
    expect(inPixels).toEqual([]);
  });

  it('finds a breakpoint in pixels', () => {
    const samples = ['@media (min-width: 960px) {', '@media (width < 1100px) {'];
    for (const sample of samples) expect(sample.match(pixelWidthQuery)).toHaveLength(1);
    expect('@media (min-width: 60rem) {'.match(pixelWidthQuery)).toBeNull();
  });
});
