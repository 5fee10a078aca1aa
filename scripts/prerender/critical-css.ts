// Each page inlines only the rules its own first markup uses, in either language; the rest of the
// stylesheet follows as one cached file per page (the rules that page's markup does not use: a
// dialog, the open menu, the other pages), requested by the module loader at the first paint, so
// it blocks nothing, and by a <noscript> link without JavaScript. As its rules match nothing on
// the page yet, adding it costs the browser no new style work; the whole stylesheet added after
// the first paint restyled every element (11-14 ms of a phone's time on a gallery page at 8.4x).
// Beasties decides which rules the markup uses (pseudo-classes and media queries included). The
// @font-face rules are always inlined: the families are named through custom properties, which
// Beasties cannot follow, and a font that arrived later would swap in after the first paint.
import { createHash } from 'node:crypto';
import Beasties from 'beasties';
import postcss, { type AtRule, type ChildNode } from 'postcss';

const fontFace = /@font-face\s*\{[^}]*\}/g;

export type PageCss = {
  /** Rules the page's markup uses, and every @font-face: inlined. */
  critical: string;
  /** Everything else, for a file of its own. */
  rest: string;
  /** The rest's file name under assets/, named by its content. */
  restFile: string;
};

/** A rule's place and content, so that the same rule is found in two stylesheets. */
function ruleKey(node: ChildNode): string {
  const outer: string[] = [];
  let parent = node.parent as AtRule | undefined;
  while (parent?.type === 'atrule') {
    outer.unshift(`@${parent.name} ${parent.params}`);
    parent = parent.parent as AtRule | undefined;
  }
  return [...outer, node.toString()].join('|');
}

/**
 * The stylesheet less the rules the critical part holds (and less every @font-face, which it
 * holds too). Beasties' own inverse drops a whole media query when it inlines part of it.
 */
function restOf(css: string, critical: string): string {
  const inlined = new Set<string>();
  postcss.parse(critical).walk((node) => {
    if (node.type === 'rule' || (node.type === 'atrule' && node.name === 'keyframes')) {
      inlined.add(ruleKey(node));
    }
  });
  const rest = postcss.parse(css);
  rest.walk((node) => {
    const isFontFace = node.type === 'atrule' && node.name === 'font-face';
    const isRule = node.type === 'rule' || (node.type === 'atrule' && node.name === 'keyframes');
    if (isFontFace || (isRule && inlined.has(ruleKey(node)))) node.remove();
  });
  // Media queries and other groups left empty.
  rest.walk((node) => {
    if (node.type === 'atrule' && node.nodes?.length === 0) node.remove();
  });
  return rest.toString();
}

export function pageCssFor(css: string): (markups: string[]) => Promise<PageCss> {
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
    const critical = [...(css.match(fontFace) ?? []), used].join('');
    const rest = restOf(css, critical);
    const hash = createHash('sha256').update(rest).digest('base64url').slice(0, 10);
    return {
      critical,
      rest,
      restFile: `styles-rest-${hash}.css`,
    };
  };
}
