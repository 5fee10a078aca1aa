// Each page inlines only the rules its markup uses, in either language (Beasties decides, media
// queries included); the rest follows as one cached file per page, requested by the module loader
// at the first paint (and by a <noscript> link). Its rules match nothing on the page yet, so it
// costs no style work; the whole stylesheet restyled every element (11-14 ms at 8.4x on a gallery).
// @font-face rules are always inlined: Beasties cannot follow families named through custom
// properties, and a font that arrived later would swap in after the first paint.
import { createHash } from 'node:crypto';
import Beasties from 'beasties';
import postcss, { type AtRule, type ChildNode } from 'postcss';

const fontFace = /@font-face\s*\{[^}]*\}/g;

/**
 * Rules for states the prerendered markup does not show but a script may set before the rest of
 * the stylesheet has arrived: the docked header, docked on the first scroll
 * (src/lib/header-dock-script.ts) or by the arrival script before the first paint
 * (src/lib/arrival-section-script.ts).
 */
const setByScripts = [/\[data-docked=["']?true["']?\]/];

/** `critical`: inlined; `rest`: the file `restFile` under assets/, named by its content. */
export type PageCss = { critical: string; rest: string; restFile: string };

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

/** The stylesheet less the rules the critical part holds (and less every @font-face, which it
 * holds too). Beasties' own inverse drops a whole media query when it inlines part of it. */
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
    allowRules: setByScripts,
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
    return { critical, rest, restFile: `styles-rest-${hash}.css` };
  };
}
