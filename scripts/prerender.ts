// Writes every route's HTML, in English with the Polish version alongside, from the SSR build,
// plus robots.txt and sitemap.xml. Usage: tsx scripts/prerender.ts (after both `vite build`s)
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readBuildAssets, type BuildAssets } from './prerender/assets';
import { pageCssFor } from './prerender/critical-css';
import { firstLayoutText, needsSubset, unicodeRangeOf } from './prerender/font-subsets';
import { escapeAttribute, escapeText, inertMarkupBlock } from './prerender/html';
import { checkPages } from './prerender/page-checks';
import { isIndexable, robotsTxt, seoHeadTags, sitemapXml } from './prerender/seo';

type ServerEntry = typeof import('../src/entry-server');

const root = resolve(import.meta.dirname, '..');
const distDir = join(root, 'dist');
const templatePath = join(distDir, 'index.html');

const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** Swaps the entry script and Vite's modulepreloads for the after-paint module loader
 * (src/app/module-loader.ts), which also brings the rest of the stylesheet. `modules`: the entry,
 * what it needs to start, and the page's own chunks (downloaded alongside the entry). */
function deferModules(
  html: string,
  loaderScript: string,
  { modules, texts, stylesheet }: { modules: string[]; texts: object; stylesheet: string },
): string {
  const entry = entryScript.exec(html)?.[1];
  if (!entry || entry !== modules[0]) throw new Error('The page has no module entry script.');
  const vitePreloads = [...html.matchAll(modulePreload)].map((match) => match[1] ?? '');
  const all = JSON.stringify([...new Set([...modules, ...vitePreloads])]);
  const loader =
    `<script data-modules="${escapeAttribute(all)}" ` +
    `data-texts="${escapeAttribute(JSON.stringify(texts))}" ` +
    `data-stylesheet="${escapeAttribute(stylesheet)}">${loaderScript}</script>\n    ` +
    `<noscript><link rel="stylesheet" href="${escapeAttribute(stylesheet)}" /></noscript>`;
  return html
    .replace(entryScript, '')
    .replace(modulePreload, '')
    .replace('</body>', `    ${loader}\n  </body>`);
}

const fontPreload = (file: string) =>
  `<link rel="preload" href="${file}" as="font" type="font/woff2" crossorigin />`;

/** Whether a page's English first layout draws Latin Extended letters (Polish names): then
 * every visitor gets that font preloaded; otherwise only a Polish visitor does, by a script. */
function latinExtDetector(assets: BuildAssets): (englishMarkup: string) => boolean {
  const latinExt = unicodeRangeOf(assets.css, assets.latinExtFont);
  const latin = unicodeRangeOf(assets.css, assets.latinFont);
  return (englishMarkup) => needsSubset(firstLayoutText(englishMarkup), latinExt, latin);
}

/** React writes srcSet and fetchPriority; the served HTML uses the standard lowercase spelling
 * (the same attributes to the browser; React escapes quotes in text, so only attributes match). */
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
  const needsLatinExt = latinExtDetector(assets);
  const pageCss = pageCssFor(assets.css);
  const texts = server.headTexts('en');
  const polishFontPreload = `<script data-font="${escapeAttribute(assets.latinExtFont)}">${server.polishFontScript}</script>`;
  checkPages(root);
  const indexablePaths: string[] = [];

  for (const page of server.prerenderedPages) {
    const en = await server.render(page.path, 'en');
    const pl = await server.render(page.path, 'pl');
    const { pageType } = en;
    const preloadLatinExt = needsLatinExt(en.html);
    if (isIndexable(pageType)) indexablePaths.push(page.path);
    const css = await pageCss([en.html, pl.html]);
    await writeFile(join(distDir, 'assets', css.restFile), css.rest);
    const head = [
      ...seoHeadTags(
        server.site,
        { ...en, path: page.path, imageAlt: texts.shareImageAlt[pageType] },
        texts.studioDescription,
      ),
      // The fonts and the rules this page's markup uses, so that nothing blocks the first paint.
      fontPreload(assets.latinFont),
      ...(preloadLatinExt ? [fontPreload(assets.latinExtFont)] : []),
      `<style>${css.critical}</style>`,
      `<style>${server.swapStyle}</style>`,
      `<script>${server.headBootScript}</script>`,
      `<script>${server.headerDockScript}</script>`,
      server.firstFrameHold,
      `<script>${server.earlyActivationScript}</script>`,
      // The contact form's Send and counter work from the first paint.
      `<script>${server.contactFormScript}</script>`,
      ...(preloadLatinExt ? [] : [polishFontPreload]),
    ].join('\n    ');
    const body = [
      `<div id="root" data-screen="${en.screenKey}" data-lang="en">${htmlAttributeCase(en.html)}</div>`,
      inertMarkupBlock(
        'prerendered-pl',
        { title: pl.title, description: pl.description },
        htmlAttributeCase(pl.html),
      ),
      `<script>${server.swapScript}</script>`,
      `<script>${server.arrivalSectionScript}</script>`,
    ].join('\n    ');
    const pageHtml = assets
      .stripStylesheet(template)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(en.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*" \/>/,
        `<meta name="description" content="${escapeAttribute(en.description)}" />`,
      )
      .replace('<!--head-->', head)
      .replace('<div id="root"><!--app--></div>', body);
    const html = deferModules(pageHtml, server.moduleLoaderScript, {
      modules: [...assets.entryChunks, ...assets.pageChunks(server.pageBuild[pageType].module)],
      // English frame texts are in the main bundle; Polish ones come as chunks like page texts.
      texts: {
        en: assets.textChunks('en', en.namespaces),
        pl: assets.textChunks('pl', [...server.frameNamespaces, ...en.namespaces]),
      },
      stylesheet: `/assets/${css.restFile}`,
    });
    const target = join(distDir, page.file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, html);
    console.log(`prerendered ${page.path} -> dist/${page.file} (${en.screenKey})`);
  }

  await writeFile(join(distDir, 'robots.txt'), robotsTxt(server.site));
  await writeFile(join(distDir, 'sitemap.xml'), sitemapXml(server.site, indexablePaths));
  console.log(`wrote robots.txt and sitemap.xml (${indexablePaths.length} addresses)`);
  // Every page has the whole stylesheet as its inline rules and its rest (critical-css.ts).
  await rm(join(distDir, assets.stylesheetFile));
  // Vite's manifest is only for the prerender; it is not deployed.
  await rm(join(distDir, '.vite'), { recursive: true, force: true });
}

await main();
