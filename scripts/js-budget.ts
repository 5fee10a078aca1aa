// JavaScript budget: for every prerendered page, sums the gzip size of the scripts it loads before
// any interaction — its module scripts and modulepreloads, the chunks its first render loads
// lazily (see hydratedLater), plus every chunk those import statically — and fails when a page is
// over budget (home 120 KB, other pages 110 KB).
// Usage: tsx scripts/js-budget.ts (after `npm run build`)
import { readdir, readFile } from 'node:fs/promises';
import { join, posix, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { prerenderedPages } from './prerender-pages';
import { projectPaths } from '../src/content/projects';

const KB = 1024;
export const jsBudgets = { home: 120 * KB, other: 110 * KB };

const distDir = resolve(import.meta.dirname, '../dist');

/**
 * Chunks (by name) that a page's first render loads with React.lazy although its HTML does not
 * announce them: the home page's sections below the fold, which hydrate as soon as they arrive.
 * They load without any interaction, so they count. Code fetched once the page is live (dialogs,
 * article texts, offline support) does not.
 */
export const hydratedLater: Record<string, string[]> = { '/': ['home-below-fold'] };

/** `/assets/<name>-<hash>.js` of a named chunk; fails when the build has no such chunk. */
async function chunkFile(name: string): Promise<string> {
  const files = await readdir(join(distDir, 'assets'));
  const file = files.find((candidate) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(candidate));
  if (!file) throw new Error(`No chunk named ${name} in dist/assets: update hydratedLater.`);
  return `/assets/${file}`;
}

/**
 * Script URLs a page asks for in its HTML: module scripts and modulepreloads, and the lists of the
 * after-paint loader (scripts/prerender.ts), whose page texts count in English.
 */
export function scriptsInHtml(html: string): string[] {
  const found = new Set<string>();
  const attribute = (name: string) => {
    const value = new RegExp(`\\b${name}="([^"]*)"`).exec(html)?.[1];
    return value
      ? (JSON.parse(value.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as unknown)
      : null;
  };
  const modules = attribute('data-modules');
  if (Array.isArray(modules)) for (const url of modules) found.add(String(url));
  const texts = attribute('data-texts') as { en?: string[] } | null;
  for (const url of texts?.en ?? []) found.add(url);
  for (const match of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) {
    found.add(match[1] ?? '');
  }
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) {
    found.add(match[1] ?? '');
  }
  return [...found].filter(Boolean);
}

/** Static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`). */
export function staticImportsOf(code: string): string[] {
  const imports = new Set<string>();
  for (const match of code.matchAll(
    /\bimport\s*(?:[\w$*{}\s,]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g,
  )) {
    imports.add(match[1] ?? '');
  }
  return [...imports];
}

async function chunkClosure(urls: string[]): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const queue = [...urls];
  while (queue.length) {
    const url = queue.shift() ?? '';
    if (sizes.has(url)) continue;
    const code = await readFile(join(distDir, url), 'utf8');
    sizes.set(url, gzipSync(code, { level: 9 }).length);
    for (const relative of staticImportsOf(code))
      queue.push(posix.join(posix.dirname(url), relative));
  }
  return sizes;
}

async function main() {
  let failed = false;
  const rows: string[] = [];
  for (const page of prerenderedPages(projectPaths)) {
    const html = await readFile(join(distDir, page.file), 'utf8');
    const later = await Promise.all((hydratedLater[page.path] ?? []).map(chunkFile));
    const sizes = await chunkClosure([...scriptsInHtml(html), ...later]);
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    const budget = page.path === '/' ? jsBudgets.home : jsBudgets.other;
    const over = total > budget;
    failed ||= over;
    rows.push(
      `${over ? '✗' : '✓'} ${page.path.padEnd(12)} ${(total / KB).toFixed(1).padStart(6)} KB gzip` +
        ` of ${budget / KB} KB  (${sizes.size} files)`,
    );
  }
  console.log(`JavaScript loaded before interaction, per page:\n${rows.join('\n')}`);
  if (failed) {
    console.error('A page is over its JavaScript budget (see scripts/js-budget.ts).');
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
