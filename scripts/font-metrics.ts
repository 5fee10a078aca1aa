// Measures Plus Jakarta Sans against the local Arial-compatible faces (Arial, or Liberation Sans /
// Arimo on Linux) in Chromium and prints the fallback @font-face rules for src/styles/fonts.css:
// size-adjust from the advance widths of real copy in both languages (regular copy at 400 against
// Arial Regular, headings at 720 against Arial Bold), ascent/descent overrides from the font's own
// vertical metrics. It then lays the same copy out in both faces to show that nothing moves.
// Usage: tsx scripts/font-metrics.ts

import { launchChromium } from './find-chromium';
import { jakartaDataUrl } from './lib/jakarta-font';

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
const weights = { regular: { jakarta: 400, local: 400 }, bold: { jakarta: 720, local: 700 } };

type Overrides = {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
};

const browser = await launchChromium();
const page = await browser.newPage();
await page.setContent('<!doctype html><html><body></body></html>');
// tsx names functions with a helper that the page does not have.
await page.evaluate('window.__name = (fn) => fn');

const measured = await page.evaluate(
  async ({ latin, latinExt, samples, locals, weights }) => {
    const faces = [
      new FontFace('Jakarta', `url(${latin})`, {
        weight: '200 800',
        unicodeRange: 'U+0000-00FF, U+0131, U+0152-0153, U+2000-206F, U+20AC',
      }),
      new FontFace('Jakarta', `url(${latinExt})`, {
        weight: '200 800',
        unicodeRange: 'U+0100-02BA, U+1E00-1E9F, U+A720-A7FF',
      }),
      new FontFace('Local', locals.regular, { weight: '400' }),
      new FontFace('Local', locals.bold, { weight: '700' }),
    ];
    for (const face of faces) document.fonts.add(await face.load());
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
    const both = (weight: { jakarta: number; local: number }) => ({
      jakarta: measure('Jakarta', weight.jakarta),
      local: measure('Local', weight.local),
    });
    return { regular: both(weights.regular), bold: both(weights.bold) };
  },
  {
    latin: await jakartaDataUrl('latin'),
    latinExt: await jakartaDataUrl('latin-ext'),
    samples,
    locals,
    weights,
  },
);

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
const overrides = {} as Record<'regular' | 'bold', Overrides>;
for (const kind of ['regular', 'bold'] as const) {
  const { jakarta, local } = measured[kind];
  const sizeAdjust = jakarta.width / local.width;
  // Overrides are scaled by size-adjust, so divide it out.
  overrides[kind] = {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(jakarta.ascent / sizeAdjust),
    descentOverride: percent(jakarta.descent / sizeAdjust),
    lineGapOverride: '0%',
  };
  console.log(
    `${kind}: Jakarta ascent ${jakarta.ascent} descent ${jakarta.descent} em; ` +
      `local ascent ${local.ascent} descent ${local.descent} em; width ratio ${sizeAdjust.toFixed(4)}`,
  );
}

const check = await page.evaluate(
  async ({ overrides, samples, locals, weights }) => {
    for (const kind of ['regular', 'bold'] as const) {
      const face = new FontFace('Fallback', locals[kind], {
        ...overrides[kind],
        weight: kind === 'regular' ? '200 599' : '600 800',
      });
      document.fonts.add(await face.load());
    }
    const box = (family: string, weight: number, size: number) => {
      const element = document.createElement('p');
      element.style.cssText = `font: ${weight} ${size}px/1.65 ${family}; width: 320px; margin: 0`;
      element.textContent = samples.join(' ');
      const label = document.createElement('span');
      label.style.cssText = `font: ${weight} ${size}px ${family}; white-space: nowrap`;
      label.textContent = samples[0] ?? '';
      document.body.append(element, label);
      const result = `${element.offsetHeight}px tall, line ${label.getBoundingClientRect().width.toFixed(1)}px wide`;
      element.remove();
      label.remove();
      return result;
    };
    return {
      'body 16px': [box('Jakarta', weights.regular.jakarta, 16), box('Fallback', 400, 16)],
      'heading 32px': [box('Jakarta', weights.bold.jakarta, 32), box('Fallback', 720, 32)],
    };
  },
  { overrides, samples, locals, weights },
);
await browser.close();

for (const [kind, [jakarta, fallback]] of Object.entries(check)) {
  console.log(`${kind}: Plus Jakarta Sans ${jakarta}; fallback ${fallback}`);
}
for (const kind of ['regular', 'bold'] as const) {
  const o = overrides[kind];
  console.log(`
@font-face {
  font-family: 'Plus Jakarta Sans Fallback';
  font-weight: ${kind === 'regular' ? '200 599' : '600 800'};
  src: ${locals[kind]};
  size-adjust: ${o.sizeAdjust};
  ascent-override: ${o.ascentOverride};
  descent-override: ${o.descentOverride};
  line-gap-override: ${o.lineGapOverride};
}`);
}
