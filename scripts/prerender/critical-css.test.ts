import { describe, expect, it } from 'vitest';
import { criticalCssFor } from './critical-css';

const css =
  "@font-face{font-family:Sans;src:url(/a.woff2)format('woff2')}" +
  ':root{--ink:#111}.hero{color:var(--ink)}.hero:hover{color:red}' +
  '.dialog{position:fixed}@media (min-width:60em){.hero{font-size:2rem}.dialog{inset:0}}' +
  '@keyframes float{to{opacity:0}}@keyframes spin{to{rotate:1turn}}.dot{animation:float 2s}';

describe('criticalCssFor', () => {
  const critical = criticalCssFor(css);

  it('keeps the rules the markup uses, with their states and media queries, and the fonts', async () => {
    const used = await critical(['<p class="hero">Hi</p>', '<i class="dot"></i>']);
    expect(used).toContain('@font-face{font-family:Sans');
    expect(used).toContain(':root{--ink:#111}');
    expect(used).toContain('.hero:hover{color:red}');
    expect(used).toMatch(/@media \(min-width:60em\)\{\.hero\{font-size:2rem\}\}/);
    expect(used).toContain('@keyframes float');
  });

  it('leaves out what neither language uses: a dialog opened later, unused keyframes', async () => {
    const used = await critical(['<p class="hero">Hi</p>', '<p class="hero">Cześć</p>']);
    expect(used).not.toContain('.dialog');
    expect(used).not.toContain('spin');
  });

  it("counts either language's markup", async () => {
    expect(await critical(['<p class="hero"></p>', '<div class="dialog"></div>'])).toContain(
      '.dialog{position:fixed}',
    );
  });
});
