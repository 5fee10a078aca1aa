// The JavaScript budget, per prerendered page, after `npm run build` (npm run test:budget).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prerenderedPages } from '@/app/pages';
import {
  chunkClosure,
  chunkFile,
  distDir,
  hydratedLater,
  jsBudgets,
  KB,
  scriptsInHtml,
  staticImportsOf,
} from './js-budget';

describe('JavaScript loaded before interaction stays within the budget', () => {
  it.each(prerenderedPages)('$path', async (page) => {
    const html = await readFile(join(distDir, page.file), 'utf8');
    const later = await Promise.all((hydratedLater[page.path] ?? []).map(chunkFile));
    const sizes = await chunkClosure([...scriptsInHtml(html), ...later]);
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    const budget = page.path === '/' ? jsBudgets.home : jsBudgets.other;
    const summary = `${page.path}: ${(total / KB).toFixed(1)} KB gzip of ${budget / KB} KB (${sizes.size} files)`;
    expect(total, summary).toBeLessThanOrEqual(budget);
  });
});

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
