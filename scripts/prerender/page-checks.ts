// Stops the build when a page of the registry (src/app/pages.ts) lacks a part: its module, its
// texts in one language, its share image or that image's alt text, or any address to prerender.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageBuild, pages, pageTypes } from '../../src/app/pages';
import type { PageBuildParts, PageDefinition } from '../../src/app/pages';
import { languages } from '../../src/i18n/namespaces';

/** What the checks read of the project, relative to its root (the tests give a fake one). */
export type ProjectFiles = { exists: (file: string) => boolean; json: (file: string) => unknown };

const textAt = (texts: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);

export type Page = PageDefinition & PageBuildParts;

/** Both parts of each page of the registry. */
export const registeredPages: Record<string, Page> = Object.fromEntries(
  pageTypes.map((type) => [type, { ...pages[type], ...pageBuild[type] }]),
);

/** Every part missing from a page, as a sentence naming the page. */
export function pageProblems(entries: Record<string, Page>, files: ProjectFiles): string[] {
  return Object.entries(entries).flatMap(([name, page]) => {
    const problems: string[] = [];
    const missing = (what: string) => problems.push(`Page "${name}": ${what}.`);
    if (page.module && !files.exists(page.module)) missing(`no module ${page.module}`);
    if (!files.exists(`public${page.shareImage}`))
      missing(`no share image public${page.shareImage}`);
    if (page.prerendered.length === 0) missing('no address to prerender');
    for (const language of languages) {
      for (const namespace of page.namespaces) {
        const file = `src/i18n/locales/${language}/${namespace}.json`;
        if (!files.exists(file)) missing(`no ${language} texts ${file}`);
      }
      const common = files.json(`src/i18n/locales/${language}/common.json`);
      if (typeof textAt(common, page.shareImageAlt) !== 'string') {
        missing(`no ${language} text ${page.shareImageAlt} (the share image's alt text)`);
      }
    }
    return problems;
  });
}

/** Throws, naming each page and what it lacks, when the registry is incomplete. */
export function checkPages(root: string): void {
  const problems = pageProblems(registeredPages, {
    exists: (file) => existsSync(join(root, file)),
    json: (file) => JSON.parse(readFileSync(join(root, file), 'utf8')) as unknown,
  });
  if (problems.length > 0) {
    throw new Error(`The page registry (src/app/pages.ts) is incomplete:\n${problems.join('\n')}`);
  }
}
