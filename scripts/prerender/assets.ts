// What each prerendered page loads, from Vite's build manifest: the stylesheet (split per page by
// critical-css.ts), the fonts to preload, the entry's chunks, the page's own and its texts'.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { textBundleName } from '../text-bundles';

type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
>;

/** The font file for the Latin subset, which every page's first screen uses. */
const latinFont = /plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/;
/** The Latin Extended subset (ą ć ę ł ń ó ś ź ż), which Polish pages need. */
const latinExtFont = /plus-jakarta-sans-latin-ext-wght-normal-[\w-]+\.woff2$/;

export type BuildAssets = {
  /** Removes the stylesheet link Vite wrote into the template; the page loads it itself. */
  stripStylesheet: (html: string) => string;
  css: string;
  /** The whole stylesheet's file under dist/: each page gets its own split of it instead. */
  stylesheetFile: string;
  latinFont: string;
  latinExtFont: string;
  /** Chunks to modulepreload for a page's module (its registry entry), beyond the entry's. */
  pageChunks: (module: string | null) => string[];
  /** The entry (first) and every chunk it needs to start: its static imports and its stages (its
   * dynamic imports, evaluated one after another: see src/main.tsx), with theirs. */
  entryChunks: string[];
  /** The chunks holding a page's texts in one language (src/i18n/create-browser-i18n.ts). */
  textChunks: (language: string, namespaces: readonly string[]) => string[];
};

function staticImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticImports(manifest, child, seen);
  return seen;
}

export async function readBuildAssets(distDir: string): Promise<BuildAssets> {
  const manifestPath = join(distDir, '.vite/manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
  const files = Object.values(manifest).map((chunk) => chunk.file);
  const urls = (keys: Iterable<string>) =>
    [...keys].flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : []));
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry.');
  const entryKeys = new Set<string>();
  for (const key of [entryKey, ...(manifest[entryKey]?.dynamicImports ?? [])]) {
    staticImports(manifest, key, entryKeys);
  }
  const entryChunks = urls(entryKeys);
  const stylesheets = files.filter((file) => file.endsWith('.css'));
  if (stylesheets.length !== 1) {
    throw new Error(`Expected one stylesheet (cssCodeSplit: false), found ${stylesheets.length}.`);
  }
  const [stylesheet] = stylesheets as [string];
  const find = (pattern: RegExp) => {
    const file = files.find((name) => pattern.test(name));
    if (!file) throw new Error(`No file in the build manifest matches ${pattern}.`);
    return `/${file}`;
  };

  return {
    stripStylesheet: (html) => {
      const link = new RegExp(`\\s*<link rel="stylesheet"[^>]*href="/${stylesheet}"[^>]*>`);
      if (!link.test(html)) throw new Error(`The template does not link ${stylesheet}.`);
      return html.replace(link, '');
    },
    css: (await readFile(join(distDir, stylesheet), 'utf8')).trim(),
    stylesheetFile: stylesheet,
    latinFont: find(latinFont),
    latinExtFont: find(latinExtFont),
    entryChunks,
    textChunks: (language, namespaces) => [
      ...new Set(
        namespaces.map((namespace) => {
          const key = `src/i18n/locales/${language}/${namespace}.json`;
          // A locale file is its own chunk, or part of its page's text bundle (vite.config.ts).
          const bundle = textBundleName(`/${key}`);
          const file = bundle
            ? find(new RegExp(`^assets/${bundle}-`))
            : manifest[key] && `/${manifest[key].file}`;
          if (!file) throw new Error(`${key} is not in a chunk of the build manifest.`);
          return file;
        }),
      ),
    ],
    pageChunks: (module) => {
      if (!module) return [];
      if (!manifest[module]) throw new Error(`${module} is not a chunk in the build manifest.`);
      return urls(staticImports(manifest, module)).filter((url) => !entryChunks.includes(url));
    },
  };
}
