// JavaScript budget helpers: the scripts a prerendered page loads before any interaction (its
// module scripts and modulepreloads, the chunks its first render loads lazily, see hydratedLater,
// plus every chunk those import statically), with their gzip sizes. js-budget.test.ts applies the
// budgets (home 120 KB, other pages 110 KB) after `npm run build`.
import { readdir, readFile } from 'node:fs/promises';
import { join, posix, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const KB = 1024;
export const jsBudgets = { home: 120 * KB, other: 110 * KB };

export const distDir = resolve(import.meta.dirname, '../../dist');

/**
 * Chunks (by name) that a page's first render loads with React.lazy although its HTML does not
 * announce them: the home page's sections below the fold, which hydrate as soon as they arrive.
 * They load without any interaction, so they count. Code fetched once the page is live (dialogs,
 * article texts, offline support) does not.
 */
export const hydratedLater: Record<string, string[]> = { '/': ['home-below-fold'] };

/** `/assets/<name>-<hash>.js` of a named chunk; fails when the build has no such chunk. */
export async function chunkFile(name: string): Promise<string> {
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

export async function chunkClosure(urls: string[]): Promise<Map<string, number>> {
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
