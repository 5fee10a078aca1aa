import { describe, expect, it } from 'vitest';
import { pageCssFor } from './critical-css';

const css =
  "@font-face{font-family:Sans;src:url(/a.woff2)format('woff2')}" +
  ':root{--ink:#111}.hero{color:var(--ink)}.hero:hover{color:red}' +
  '.dialog{position:fixed}@media (min-width:60em){.hero{font-size:2rem}.dialog{inset:0}}' +
  '@keyframes float{to{opacity:0}}@keyframes spin{to{rotate:1turn}}.dot{animation:float 2s}';

describe('pageCssFor', () => {
  const pageCss = pageCssFor(css);

  it('inlines the rules the markup uses, with their states and media queries, and the fonts', async () => {
    const { critical } = await pageCss(['<p class="hero">Hi</p>', '<i class="dot"></i>']);
    expect(critical).toContain('@font-face{font-family:Sans');
    expect(critical).toContain(':root{--ink:#111}');
    expect(critical).toContain('.hero:hover{color:red}');
    expect(critical).toMatch(/@media \(min-width:60em\)\{\.hero\{font-size:2rem\}\}/);
    expect(critical).toContain('@keyframes float');
  });

  it('inlines the docked header, which a script may set before the rest arrives', async () => {
    const docked = ":root[data-docked='true'] ._h{top:0}:root[data-docked=true] ._h ._b{margin:0}";
    const { critical, rest } = await pageCssFor(css + docked)([
      '<header class="_h"><div class="_b"></div></header>',
    ]);
    expect(critical).toMatch(/:root\[data-docked=["']?true["']?\] \._h\{top:0\}/);
    expect(critical).toMatch(/:root\[data-docked=["']?true["']?\] \._h \._b\{margin:0\}/);
    expect(rest).not.toContain('data-docked');
  });

  it('leaves what neither language uses to the rest, which holds nothing inlined', async () => {
    const { critical, rest } = await pageCss([
      '<p class="hero">Hi</p>',
      '<p class="hero">Cześć</p>',
    ]);
    expect(critical).not.toContain('.dialog');
    expect(critical).not.toContain('spin');
    expect(rest).toContain('.dialog{position:fixed}');
    expect(rest).toMatch(/@media \(min-width:60em\)\{\.dialog\{inset:0\}\}/);
    expect(rest).toContain('@keyframes spin');
    expect(rest).not.toContain('.hero');
    expect(rest).not.toContain('@font-face');
  });

  it("counts either language's markup, and names the rest by its content", async () => {
    const withDialog = await pageCss(['<p class="hero"></p>', '<div class="dialog"></div>']);
    const without = await pageCss(['<p class="hero"></p>']);
    expect(withDialog.critical).toContain('.dialog{position:fixed}');
    expect(withDialog.restFile).toMatch(/^styles-rest-[\w-]{10}\.css$/);
    expect(withDialog.restFile).not.toBe(without.restFile);
    expect((await pageCss(['<p class="hero"></p>'])).restFile).toBe(without.restFile);
  });
});
