// Which files the site loads, by extension: the one list that the service worker precaches
// (build-sw.ts) and that the precache test checks against.
export const siteFileExtensions = [
  'html',
  'js',
  'css',
  'woff2',
  'webmanifest',
  'svg',
  'png',
  'avif',
  'webp',
  'jpg',
  'jpeg',
  'gif',
  'ico',
] as const;
