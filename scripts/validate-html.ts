// Validates every prerendered page with html-validate (rules in .htmlvalidate.json), once in each
// language as a visitor gets it: the English markup as served, and the Polish markup from the
// <template> put in #root, as the page's swap script does before the first paint. (Validating the
// file as-is would count the inert template's landmarks, headings and ids twice.)
// Usage: tsx scripts/validate-html.ts (after `npm run build`)
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { formatterFactory, HtmlValidate } from 'html-validate';

const root = resolve(import.meta.dirname, '..');
const distDir = join(root, 'dist');

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return htmlFiles(full);
      return Promise.resolve(entry.name.endsWith('.html') ? [full] : []);
    }),
  );
  return nested.flat().sort();
}

const templatePattern = /\s*<template id="prerendered-pl"[^>]*>([\s\S]*?)<\/template>/;
const rootPattern = /(<div id="root"[^>]*>)[\s\S]*?(<\/div>\s*<template id="prerendered-pl")/;

/** The page as each language's visitor gets it. */
export function languageVersions(html: string): { language: string; html: string }[] {
  const template = templatePattern.exec(html);
  if (!template) return [{ language: 'en', html }];
  const polishMarkup = template[1] ?? '';
  const english = html.replace(templatePattern, '');
  const polish = html
    .replace(rootPattern, (_, open: string, close: string) => `${open}${polishMarkup}${close}`)
    .replace(templatePattern, '')
    .replace('<html lang="en">', '<html lang="pl">');
  return [
    { language: 'en', html: english },
    { language: 'pl', html: polish },
  ];
}

async function main() {
  const config = JSON.parse(await readFile(join(root, '.htmlvalidate.json'), 'utf8')) as object;
  const validator = new HtmlValidate({ ...config, root: true });
  const files = await htmlFiles(distDir);
  if (files.length === 0) throw new Error('No HTML in dist/: run `npm run build` first.');
  const results = [];
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    for (const version of languageVersions(html)) {
      const name = `${relative(root, file)} (${version.language})`;
      const report = await validator.validateString(version.html, name);
      results.push(...report.results);
    }
  }
  if (results.length) {
    console.error(formatterFactory('stylish')(results));
    process.exit(1);
  }
  console.log(`html-validate: ${files.length} pages valid in English and Polish.`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
