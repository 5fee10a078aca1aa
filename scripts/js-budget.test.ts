import { describe, expect, it } from 'vitest';
import { scriptsInHtml, staticImportsOf } from './js-budget';
import { languageVersions } from './validate-html';

describe('JavaScript budget helpers', () => {
  it('reads module scripts and modulepreloads from a page', () => {
    const html = `<script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b.js">
      <link rel="preload" href="/assets/font.woff2" as="font">`;
    expect(scriptsInHtml(html)).toEqual(['/assets/index-a.js', '/assets/react-b.js']);
  });

  it('follows static imports of a minified chunk but not dynamic ones', () => {
    const code = `import{a as b}from"./jsx-runtime-x.js";import"./side-y.js";const p=()=>import("./home-z.js");`;
    expect(staticImportsOf(code)).toEqual(['./jsx-runtime-x.js', './side-y.js']);
  });
});

describe('HTML validation input', () => {
  it('checks the page once as served in English and once with the Polish markup swapped in', () => {
    const html =
      '<html lang="en"><body><div id="root" data-lang="en"><h1>Hello</h1></div>\n' +
      '<template id="prerendered-pl" data-title="x"><h1>Cześć</h1></template>\n<script></script></body></html>';
    const [english, polish] = languageVersions(html);
    expect(english?.html).toContain('<h1>Hello</h1>');
    expect(english?.html).not.toContain('Cześć');
    expect(polish?.html).toContain('<html lang="pl">');
    expect(polish?.html).toContain('<div id="root" data-lang="en"><h1>Cześć</h1></div>');
    expect(polish?.html).not.toContain('<template');
  });
});
