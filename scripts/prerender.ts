// Writes every route's HTML, in English with the Polish version alongside, from the SSR build.
// Usage: tsx scripts/prerender.ts  (after `vite build` and `vite build --ssr`)
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { prerenderedPages } from './prerender-pages';

type Rendered = { html: string; screenKey: string; title: string; description: string };
type ServerEntry = {
  render: (url: string, language: 'en' | 'pl') => Promise<Rendered>;
  headBootScript: string;
  swapScript: string;
  swapStyle: string;
  projectPaths: string[];
};

const root = resolve(import.meta.dirname, '..');
const distDir = join(root, 'dist');
const templatePath = join(distDir, 'index.html');

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

async function main() {
  const template = await readFile(templatePath, 'utf8');
  if (!template.includes('<!--app-->')) {
    throw new Error('dist/index.html is already prerendered: run the whole `npm run build`.');
  }
  const entryUrl = pathToFileURL(join(root, 'dist-ssr', 'entry-server.js')).href;
  const server = (await import(entryUrl)) as ServerEntry;

  for (const page of prerenderedPages(server.projectPaths)) {
    const en = await server.render(page.path, 'en');
    const pl = await server.render(page.path, 'pl');
    const head = [
      `<style>${server.swapStyle}</style>`,
      `<script>${server.headBootScript}</script>`,
    ].join('\n    ');
    const body = [
      `<div id="root" data-screen="${en.screenKey}" data-lang="en">${en.html}</div>`,
      `<template id="prerendered-pl" data-title="${escapeAttribute(pl.title)}" data-description="${escapeAttribute(pl.description)}">${pl.html}</template>`,
      `<script>${server.swapScript}</script>`,
    ].join('\n    ');
    const html = template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(en.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*" \/>/,
        `<meta name="description" content="${escapeAttribute(en.description)}" />`,
      )
      .replace('<!--head-->', head)
      .replace('<div id="root"><!--app--></div>', body);
    const target = join(distDir, page.file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, html);
    console.log(`prerendered ${page.path} -> dist/${page.file} (${en.screenKey})`);
  }
}

await main();
