// Measures Plus Jakarta Sans against the local Arial-compatible faces (Arial, or Liberation Sans /
// Arimo on Linux) in Chromium and prints the fallback @font-face rules for src/styles/fonts.css:
// size-adjust from the advance widths of real copy in both languages (regular copy at 400 against
// Arial Regular, headings at 720 against Arial Bold), ascent/descent overrides from the font's own
// vertical metrics.
// Usage: tsx scripts/font-metrics.ts
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { launchChromium } from './find-chromium';

const fontDir = resolve(
  import.meta.dirname,
  '../node_modules/@fontsource-variable/plus-jakarta-sans/files',
);
/** A subset of the brand font as a data URL, for the blank page the measuring happens in. */
async function jakartaDataUrl(subset: 'latin' | 'latin-ext'): Promise<string> {
  const bytes = await readFile(`${fontDir}/plus-jakarta-sans-${subset}-wght-normal.woff2`);
  return `data:font/woff2;base64,${bytes.toString('base64')}`;
}

// Sample copy in both languages: what the site's text looks like.
const samples = [
  'We design and build fast websites, online shops and brand graphics for small businesses.',
  'Projektujemy i budujemy szybkie strony, sklepy internetowe i grafikę dla Twojej firmy.',
  'Zażółć gęślą jaźń. Łódź, Kraków, Gdańsk, Wrocław, Poznań, Szczecin, Białystok.',
  'Founded in 2016, 200+ businesses, 10+ years of expertise. Let’s talk about your project!',
];

const locals = {
  regular:
    "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans'), local('Arimo')",
  bold: "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('LiberationSans-Bold'), local('Arimo Bold')",
};
/** Per fallback rule: the weights compared and the weights it covers. */
const kinds = {
  regular: { jakarta: 400, local: 400, range: '200 599' },
  bold: { jakarta: 720, local: 700, range: '600 800' },
};

const browser = await launchChromium();
const page = await browser.newPage();
await page.setContent('<!doctype html><html><body></body></html>');
// tsx names functions with a helper that the page does not have.
await page.evaluate('window.__name = (fn) => fn');

const results = await page.evaluate(
  async ({ latin, latinExt, samples, locals, kinds }) => {
    const load = async (family: string, source: string, descriptors: FontFaceDescriptors) =>
      document.fonts.add(await new FontFace(family, source, descriptors).load());
    await load('Jakarta', `url(${latin})`, {
      weight: '200 800',
      unicodeRange: 'U+0000-00FF, U+0131, U+0152-0153, U+2000-206F, U+20AC',
    });
    await load('Jakarta', `url(${latinExt})`, {
      weight: '200 800',
      unicodeRange: 'U+0100-02BA, U+1E00-1E9F, U+A720-A7FF',
    });
    await load('Local', locals.regular, { weight: '400' });
    await load('Local', locals.bold, { weight: '700' });
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    const measure = (family: string, weight: number) => {
      context.font = `${weight} 100px ${family}`;
      const width = samples.reduce((sum, text) => sum + context.measureText(text).width, 0);
      const probe = context.measureText('Hxgjąę');
      return {
        width,
        ascent: probe.fontBoundingBoxAscent / 100,
        descent: probe.fontBoundingBoxDescent / 100,
      };
    };
    const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
    const results = [];
    for (const kind of ['regular', 'bold'] as const) {
      const { jakarta: jakartaWeight, local: localWeight, range } = kinds[kind];
      const jakarta = measure('Jakarta', jakartaWeight);
      const local = measure('Local', localWeight);
      const sizeAdjust = jakarta.width / local.width;
      // Overrides are scaled by size-adjust, so divide it out.
      const overrides = {
        sizeAdjust: percent(sizeAdjust),
        ascentOverride: percent(jakarta.ascent / sizeAdjust),
        descentOverride: percent(jakarta.descent / sizeAdjust),
        lineGapOverride: '0%',
      };
      results.push({
        measured:
          `${kind}: Jakarta ascent ${jakarta.ascent} descent ${jakarta.descent} em; ` +
          `local ascent ${local.ascent} descent ${local.descent} em; width ratio ${sizeAdjust.toFixed(4)}`,
        rule: `
@font-face {
  font-family: 'Plus Jakarta Sans Fallback';
  font-weight: ${range};
  src: ${locals[kind]};
  size-adjust: ${overrides.sizeAdjust};
  ascent-override: ${overrides.ascentOverride};
  descent-override: ${overrides.descentOverride};
  line-gap-override: ${overrides.lineGapOverride};
}`,
      });
    }
    return results;
  },
  {
    latin: await jakartaDataUrl('latin'),
    latinExt: await jakartaDataUrl('latin-ext'),
    samples,
    locals,
    kinds,
  },
);
await browser.close();

for (const part of ['measured', 'rule'] as const) {
  for (const result of results) console.log(result[part]);
}
