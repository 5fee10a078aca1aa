// Each page inlines only the rules its own first markup uses, in either language; the whole
// stylesheet follows as one cached file, requested by the module loader at the first paint (so it
// blocks nothing) and by a <noscript> link without JavaScript. Beasties decides which rules the
// markup uses (pseudo-classes and media queries included). The @font-face rules are always kept:
// the families are named through custom properties, which Beasties cannot follow, and a font
// that arrived with the full stylesheet would swap in after the first paint.
import Beasties from 'beasties';

const fontFaces = (css: string) => css.match(/@font-face\s*\{[^}]*\}/g) ?? [];

export function criticalCssFor(css: string): (markups: string[]) => Promise<string> {
  const beasties = new Beasties({
    reduceInlineStyles: true,
    fonts: false,
    keyframes: 'critical',
    compress: true,
    logLevel: 'warn',
  });
  return async (markups) => {
    const page = await beasties.process(
      `<!doctype html><html><head><style>${css}</style></head>` +
        `<body>${markups.map((markup) => `<div>${markup}</div>`).join('')}</body></html>`,
    );
    const used = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1];
    if (used === undefined) throw new Error('Beasties returned no stylesheet.');
    return [...fontFaces(css), used].join('');
  };
}
