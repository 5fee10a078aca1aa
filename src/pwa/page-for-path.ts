/**
 * Which prerendered page answers a navigation, the way the static host does (see
 * scripts/static-host.ts): `/x` and `/x/` get `x/index.html` when it exists, anything else the
 * not-found page, whose app then renders "Page not found" or "Project not found" itself.
 * Returns null for paths that look like files: those are never answered with HTML.
 * Self-contained (no node:path), because the service worker runs it.
 */
export const notFoundPage = '404.html';

/**
 * Extensions of the files the site ships. A path ending in one looks like a file; other dotted
 * paths (/project/1.5, /john.doe) are page paths and get a page, online and offline alike.
 * The static host, the generated host configs and the service worker all decide by this list.
 */
export const assetExtensions = new Set([
  '.js',
  '.mjs',
  '.css',
  '.map',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.html',
  '.svg',
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
  '.avif',
  '.ico',
  '.woff2',
  '.woff',
]);

/**
 * A path that looks like a file: its name ends in one of the extensions above, in any case (a
 * name that is only the extension, like `.png`, has none, as with node:path's extname).
 */
export const fileLikePath = new RegExp(
  `[^/]\\.(?:${[...assetExtensions].map((extension) => extension.slice(1)).join('|')})$`,
  'i',
);

export function pageForPath(pathname: string, exists: (file: string) => boolean): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return notFoundPage;
  }
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment.includes('\0')) return notFoundPage;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const last = segments[segments.length - 1] ?? '';
  if (fileLikePath.test(last)) return null;
  const index = [...segments, 'index.html'].join('/');
  return exists(index) ? index : notFoundPage;
}
