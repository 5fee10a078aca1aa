// The brand font's files (Plus Jakarta Sans, variable weight) as data URLs, for the scripts that
// draw or measure text in a blank Chromium page.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

const fontDir = resolve(
  import.meta.dirname,
  '../../node_modules/@fontsource-variable/plus-jakarta-sans/files',
);

/** `subset` is 'latin' or 'latin-ext'. */
export async function jakartaDataUrl(subset: 'latin' | 'latin-ext'): Promise<string> {
  const bytes = await readFile(`${fontDir}/plus-jakarta-sans-${subset}-wght-normal.woff2`);
  return `data:font/woff2;base64,${bytes.toString('base64')}`;
}
