// The build's grouping of translation files (vite.config.ts): the texts a page needs arrive as
// one file per language, not one per section (fewer requests, and gzip does better on one file).
import { pages } from '../src/app/pages';
import { frameNamespaces } from '../src/i18n/namespaces';

const locale = /\/src\/i18n\/locales\/(\w+)\/(\w+)\.json$/;

/** The chunk a locale file belongs to: `texts-<page>-<language>` for a page's namespaces and
 * `texts-frame-<language>` for the frame's, or null to leave the file alone (the English frame
 * texts are part of the main bundle; blogPosts loads on its own). */
export function textBundleName(moduleId: string): string | null {
  const [, language, namespace] = locale.exec(moduleId) ?? [];
  if (!language || !namespace) return null;
  if ((frameNamespaces as readonly string[]).includes(namespace)) {
    return language === 'en' ? null : `texts-frame-${language}`;
  }
  const page = Object.entries(pages).find(
    ([, { namespaces }]) =>
      namespaces.length > 1 && (namespaces as readonly string[]).includes(namespace),
  )?.[0];
  return page ? `texts-${page}-${language}` : null;
}
