// Writes every route's HTML, in English with the Polish version alongside, from the SSR build,
// plus robots.txt and sitemap.xml. Usage: tsx scripts/prerender.ts (after both `vite build`s)
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readBuildAssets, removeBuildManifest, type BuildAssets } from './prerender/assets';
import { escapeAttribute, escapeText } from './prerender/html';
import {
  isIndexable,
  pageTypeOf,
  robotsTxt,
  seoHeadTags,
  sitemapXml,
  type PageType,
  type SiteConfig,
} from './prerender/seo';
import { prerenderedPages } from './prerender-pages';

type Rendered = {
  html: string;
  screenKey: string;
  namespaces: string[];
  title: string;
  description: string;
};
type ServerEntry = {
  render: (url: string, language: 'en' | 'pl') => Promise<Rendered>;
  headTexts: (language: 'en' | 'pl') => {
    studioDescription: string;
    shareImageAlt: Record<PageType, string>;
  };
  headBootScript: string;
  swapScript: string;
  swapStyle: string;
  projectPaths: string[];
  site: SiteConfig;
};

const root = resolve(import.meta.dirname, '..');
const distDir = join(root, 'dist');
const templatePath = join(distDir, 'index.html');

/**
 * Starts the downloads the chosen language needs (the language is set by the head boot script):
 * the page's text chunks in that language and, for Polish, the Latin Extended font. The script
 * text is the same on every page (one CSP hash); the page's lists ride in data attributes.
 */
const languagePreloadScript =
  `(function(s,h){var g=h.getAttribute('data-swap-lang')||h.lang;` +
  `function a(r,u,x){var l=document.createElement('link');l.rel=r;l.href=u;l.crossOrigin='';` +
  `if(x){l.as='font';l.type='font/woff2'}document.head.appendChild(l)}` +
  `(JSON.parse(s.getAttribute('data-texts')||'{}')[g]||[]).forEach(function(u){a('modulepreload',u)});` +
  `if(g==='pl')a('preload',s.getAttribute('data-pl-font'),1)})(document.currentScript,document.documentElement)`;

function languagePreloads(textChunks: Record<string, string[]>, polishFont: string): string {
  return (
    `<script data-texts="${escapeAttribute(JSON.stringify(textChunks))}" ` +
    `data-pl-font="${escapeAttribute(polishFont)}">${languagePreloadScript}</script>`
  );
}

/** The font and the whole (small) stylesheet, so that nothing blocks the first paint. */
function styleHeadTags(assets: BuildAssets): string[] {
  return [
    `<link rel="preload" href="${assets.latinFont}" as="font" type="font/woff2" crossorigin />`,
    `<style>${assets.css}</style>`,
  ];
}

/** The page's own chunk, fetched alongside the entry rather than after it: goes after the entry. */
function pageChunkTags(assets: BuildAssets, pageType: PageType): string {
  return assets
    .pageChunks(pageType)
    .map((file) => `    <link rel="modulepreload" crossorigin href="${file}">\n`)
    .join('');
}

/**
 * React's server markup writes <source srcSet> and <img fetchPriority>; HTML attribute names are
 * case-insensitive, so the browser (and hydration) reads them the same, but the served HTML uses
 * the standard lowercase spelling. (React escapes quotes in text, so ` srcSet="` only ever
 * appears as an attribute.)
 */
function htmlAttributeCase(markup: string): string {
  return markup
    .replaceAll(' srcSet="', ' srcset="')
    .replaceAll(' fetchPriority="', ' fetchpriority="');
}

async function main() {
  const template = await readFile(templatePath, 'utf8');
  if (!template.includes('<!--app-->')) {
    throw new Error('dist/index.html is already prerendered: run the whole `npm run build`.');
  }
  const entryUrl = pathToFileURL(join(root, 'dist-ssr', 'entry-server.js')).href;
  const server = (await import(entryUrl)) as ServerEntry;
  const assets = await readBuildAssets(distDir);
  const texts = server.headTexts('en');
  const pages = prerenderedPages(server.projectPaths);
  const indexablePaths: string[] = [];

  for (const page of pages) {
    const en = await server.render(page.path, 'en');
    const pl = await server.render(page.path, 'pl');
    const pageType = pageTypeOf(en.screenKey);
    if (isIndexable(pageType)) indexablePaths.push(page.path);
    const head = [
      ...seoHeadTags(
        server.site,
        {
          path: page.path,
          pageType,
          title: en.title,
          description: en.description,
          imageAlt: texts.shareImageAlt[pageType],
        },
        texts.studioDescription,
      ),
      ...styleHeadTags(assets),
      `<style>${server.swapStyle}</style>`,
      `<script>${server.headBootScript}</script>`,
      languagePreloads(
        {
          en: assets.textChunks('en', en.namespaces),
          pl: assets.textChunks('pl', en.namespaces),
        },
        assets.latinExtFont,
      ),
    ].join('\n    ');
    const body = [
      `<div id="root" data-screen="${en.screenKey}" data-lang="en">${htmlAttributeCase(en.html)}</div>`,
      `<template id="prerendered-pl" data-title="${escapeAttribute(pl.title)}" data-description="${escapeAttribute(pl.description)}">${htmlAttributeCase(pl.html)}</template>`,
      `<script>${server.swapScript}</script>`,
    ].join('\n    ');
    const html = assets
      .stripStylesheet(template)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(en.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*" \/>/,
        `<meta name="description" content="${escapeAttribute(en.description)}" />`,
      )
      .replace('<!--head-->', head)
      .replace('</head>', `${pageChunkTags(assets, pageType)}</head>`)
      .replace('<div id="root"><!--app--></div>', body);
    const target = join(distDir, page.file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, html);
    console.log(`prerendered ${page.path} -> dist/${page.file} (${en.screenKey})`);
  }

  await writeFile(join(distDir, 'robots.txt'), robotsTxt(server.site));
  await writeFile(join(distDir, 'sitemap.xml'), sitemapXml(server.site, indexablePaths));
  console.log(`wrote robots.txt and sitemap.xml (${indexablePaths.length} addresses)`);
  await removeBuildManifest(distDir);
}

await main();
