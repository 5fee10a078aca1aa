/**
 * Every picture is built twice, as AVIF and as WebP (scripts/build-images.ts), and a browser shows
 * only one of the two. The service worker precaches the pictures in the format this browser
 * shows, not both: half the download for working offline. Self-contained, because the service
 * worker runs it.
 */
export const pictureFormats = ['avif', 'webp'] as const;
export type PictureFormat = (typeof pictureFormats)[number];

/** scripts/build-images.ts names a picture /images/<group>/<name>.<8 hex hash>-<width>.<format>. */
export const builtPicturePath = /^\/images\/(?:[^/]+\/)*[^/]+\.[0-9a-f]{8}-\d+\.(avif|webp)$/;

/** A built picture's format, for its path with or without the leading `/` (as precache lists). */
export function pictureFormatOf(path: string): PictureFormat | null {
  const rooted = path.startsWith('/') ? path : `/${path}`;
  return (builtPicturePath.exec(rooted)?.[1] as PictureFormat | undefined) ?? null;
}

export const otherFormat = (format: PictureFormat): PictureFormat =>
  format === 'avif' ? 'webp' : 'avif';

/** The same picture in the other format: `…-480.avif` for `…-480.webp`, and back. */
export function inOtherFormat(path: string): string {
  const format = pictureFormatOf(path);
  if (!format) throw new Error(`Not a built picture: ${path}`);
  return `${path.slice(0, -format.length)}${otherFormat(format)}`;
}

type PrecacheEntry = string | { url: string };

const urlOf = (entry: PrecacheEntry) => (typeof entry === 'string' ? entry : entry.url);

/** Splits a precache list into the site's other files and its pictures, by format. */
export function splitByPictureFormat<Entry extends PrecacheEntry>(entries: readonly Entry[]) {
  const siteFiles: Entry[] = [];
  const pictures: Record<PictureFormat, Entry[]> = { avif: [], webp: [] };
  for (const entry of entries) {
    const format = pictureFormatOf(urlOf(entry));
    (format ? pictures[format] : siteFiles).push(entry);
  }
  return { siteFiles, pictures };
}
