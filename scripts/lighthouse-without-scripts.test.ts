import { describe, expect, it } from 'vitest';
import { withoutAppScripts } from './lighthouse-without-scripts';

const page = (loader: string) =>
  '<html><head><script>(function bootLanguage(){})()</script></head>' +
  `<body><div id="root"><h1>Kreska</h1></div>\n    ${loader}\n  </body></html>`;
const loader =
  '<script data-modules="[&quot;/assets/index-a.js&quot;]" ' +
  'data-texts="{&quot;en&quot;:[]}">(function(s,h){})(document.currentScript)</script>';

describe('the Lighthouse control without the app', () => {
  it('removes the app loader and keeps the page and its head scripts', () => {
    const stripped = withoutAppScripts(page(loader), 'index.html');
    expect(stripped).not.toContain('data-modules');
    expect(stripped).toContain('<h1>Kreska</h1>');
    expect(stripped).toContain('bootLanguage');
  });

  it('fails on a page without the loader, or one that still loads a module', () => {
    expect(() => withoutAppScripts(page(''), 'about/index.html')).toThrow(/no app loader/);
    const withEntry = page(loader + '<script type="module" src="/assets/index-a.js"></script>');
    expect(() => withoutAppScripts(withEntry, '404.html')).toThrow(/module script/);
  });
});
