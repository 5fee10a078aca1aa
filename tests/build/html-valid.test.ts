// Validates every prerendered page with html-validate (rules in .htmlvalidate.json), once in each
// language as a visitor gets it (language-versions.ts): in the file as served, the Polish markup is
// only the text of a data block, which a validator does not look into. After `npm run build`
// (npm run test:html).
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { formatterFactory, HtmlValidate } from 'html-validate';
import { glob } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { languageVersions } from './language-versions';

const root = resolve(import.meta.dirname, '../..');
const pages = (await glob('dist/**/*.html', { cwd: root })).sort();
const config = JSON.parse(await readFile(join(root, '.htmlvalidate.json'), 'utf8')) as object;
const validator = new HtmlValidate({ ...config, root: true });

describe('every prerendered page is valid HTML in English and Polish', () => {
  it('the build has pages', () => expect(pages.length).toBeGreaterThan(0));
  it.each(pages)('%s', async (name) => {
    const html = await readFile(join(root, name), 'utf8');
    for (const version of languageVersions(html)) {
      const report = await validator.validateString(version.html, `${name} (${version.language})`);
      expect(report.valid, formatterFactory('stylish')(report.results)).toBe(true);
    }
  });
});

describe('HTML validation input', () => {
  it('checks the page once as served in English and once with the Polish markup swapped in', () => {
    const html =
      '<html lang="en"><body><div id="root" data-lang="en"><h1>Hello</h1></div>\n' +
      '<script type="text/html" id="prerendered-pl" data-title="x"><h1>Cześć</h1></script>\n' +
      '<script></script></body></html>';
    const [english, polish] = languageVersions(html);
    expect(english?.html).toContain('<h1>Hello</h1>');
    expect(english?.html).not.toContain('Cześć');
    expect(polish?.html).toContain('<html lang="pl">');
    expect(polish?.html).toContain('<div id="root" data-lang="en"><h1>Cześć</h1></div>');
    expect(polish?.html).not.toContain('text/html');
  });
});
