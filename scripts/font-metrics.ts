// Prints the fallback @font-face rules of src/styles/fonts.css: Arial (or its metric twins Liberation
// Sans and Arimo, measured here: Debian's fonts-liberation) scaled to Plus Jakarta Sans. Capsize
// reads the fonts: size-adjust is the ratio of their average letter widths, at 400 for copy and 700
// against Arial Bold for headings; ascent and descent are the brand font's, divided by size-adjust
// because the browser scales them by it. Usage: npm run font-metrics
import { resolve } from 'node:path';
import { fromFile } from '@capsizecss/unpack/fs';

const brandFiles = resolve(
  import.meta.dirname,
  '../node_modules/@fontsource/plus-jakarta-sans/files',
);
const localFiles = '/usr/share/fonts/truetype/liberation';
const faces = [
  {
    weights: '200 599',
    brand: 'plus-jakarta-sans-latin-400-normal.woff2',
    local: 'LiberationSans-Regular.ttf',
    src: "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans'), local('Arimo')",
  },
  {
    weights: '600 800',
    brand: 'plus-jakarta-sans-latin-700-normal.woff2',
    local: 'LiberationSans-Bold.ttf',
    src: "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('LiberationSans-Bold'), local('Arimo Bold')",
  },
];

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
for (const face of faces) {
  const brand = await fromFile(`${brandFiles}/${face.brand}`);
  const local = await fromFile(`${localFiles}/${face.local}`);
  const sizeAdjust = brand.xWidthAvg / brand.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
  const scaled = (metric: number) => percent(Math.abs(metric) / brand.unitsPerEm / sizeAdjust);
  console.log(`@font-face {
  font-family: 'Plus Jakarta Sans Fallback';
  font-weight: ${face.weights};
  src: ${face.src};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${scaled(brand.ascent)};
  descent-override: ${scaled(brand.descent)};
  line-gap-override: 0%;
}`);
}
