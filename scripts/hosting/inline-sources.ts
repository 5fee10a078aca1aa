// Hashes every piece of inline code in the built HTML for the CSP (scripts without src, <style>
// elements, style="…" attributes, also in the markup kept for the other language).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { glob } from 'tinyglobby';
import { markupBlockType } from '../prerender/html';
import type { InlineHashes } from './site-rules';

export function cspHash(source: string): string {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}

/** Markup kept as text for the swap script (see inertMarkupBlock). */
const markupBlock = `script[type="${markupBlockType}"]`;

/** Inline code in one HTML document, as source text (not yet hashed). */
export function findInlineSources(html: string): InlineHashes {
  const { document } = new JSDOM(html).window;
  const roots: ParentNode[] = [document];
  for (const block of document.querySelectorAll(markupBlock)) {
    const markup = document.createElement('template');
    markup.innerHTML = block.textContent ?? '';
    roots.push(markup.content);
  }
  const found: InlineHashes = { scripts: [], styles: [], styleAttributes: [] };
  for (const root of roots) {
    for (const script of root.querySelectorAll(`script:not([src]):not(${markupBlock})`)) {
      found.scripts.push(script.textContent ?? '');
    }
    for (const style of root.querySelectorAll('style')) found.styles.push(style.textContent ?? '');
    for (const element of root.querySelectorAll('[style]')) {
      found.styleAttributes.push(element.getAttribute('style') ?? '');
    }
  }
  return found;
}

/** Hashes of all inline code in dist/**\/*.html, each listed once and sorted. */
export async function collectInlineHashes(distDir: string) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const styleAttributes = new Set<string>();
  /** Which files hold each style attribute, so the build can say where they come from. */
  const styleAttributeFiles = new Map<string, Set<string>>();
  for (const file of (await glob('**/*.html', { cwd: distDir })).sort()) {
    const found = findInlineSources(await readFile(join(distDir, file), 'utf8'));
    for (const source of found.scripts) scripts.add(cspHash(source));
    for (const source of found.styles) styles.add(cspHash(source));
    for (const source of found.styleAttributes) {
      styleAttributes.add(cspHash(source));
      const files = styleAttributeFiles.get(source) ?? new Set();
      styleAttributeFiles.set(source, files.add(file));
    }
  }
  return {
    scripts: [...scripts].sort(),
    styles: [...styles].sort(),
    styleAttributes: [...styleAttributes].sort(),
    styleAttributeFiles,
  };
}
