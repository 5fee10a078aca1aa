/**
 * Which prerendered page answers a navigation, the way the static host does (see
 * scripts/static-host.ts): `/x` and `/x/` get `x/index.html` when it exists, anything else the
 * not-found page, whose app then renders "Page not found" or "Project not found" itself.
 * Returns null for paths that look like files: those are never answered with HTML.
 * Self-contained (no node:path), because the service worker runs it.
 */
export const notFoundPage = '404.html';

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
  if (/\.[^.]+$/.test(last) && !last.startsWith('.')) return null;
  const index = [...segments, 'index.html'].join('/');
  return exists(index) ? index : notFoundPage;
}
