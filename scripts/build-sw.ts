// Build step after the prerender (a list made during `vite build` would miss its pages): writes
// dist/sw.js, the worker vite-plugin-pwa compiled to dist-sw/sw.js with the precache list of every
// page, script, style, font, image and icon in dist/. Fails above the size budget.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { injectManifest } from 'workbox-build';

/** Which files the site loads, by extension: what the worker precaches (and the test checks). */
export const siteFileExtensions =
  'html js css woff2 webmanifest svg png avif webp jpg jpeg gif ico'.split(' ');

/** The precache budget: everything a visitor downloads to use the site offline. 4 MB for the site,
 * and 0.7 MB for the sites and shops as a phone shows them (the work viewer's pictures on a phone,
 * 0.69 MB). */
export const precacheBudgetBytes = 4_700_000;

const root = resolve(import.meta.dirname, '..');

export async function writeServiceWorker(distDir: string) {
  const { count, size, warnings } = await injectManifest({
    swSrc: resolve(root, 'dist-sw/sw.js'),
    swDest: resolve(distDir, 'sw.js'),
    globDirectory: distDir,
    globPatterns: [`**/*.{${siteFileExtensions.join(',')}}`],
    // The worker itself, and the install-sheet screenshots and share images the site never shows.
    globIgnores: ['sw.js', '**/*.map', 'screenshots/**', 'og/**'],
    // Hashed file names need no extra revision.
    dontCacheBustURLsMatching: /^(assets\/|images\/.*\.[0-9a-f]{8}-\d+\.)/,
    // Never skip a file silently: a file over this size is a warning, and warnings fail the build.
    maximumFileSizeToCacheInBytes: precacheBudgetBytes,
  });
  if (warnings.length > 0) throw new Error(`Service worker:\n${warnings.join('\n')}`);
  return { count, size };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { count, size } = await writeServiceWorker(resolve(root, 'dist'));
  const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;
  console.log(
    `service worker: ${count} files precached, ${mb(size)} (budget ${mb(precacheBudgetBytes)})`,
  );
  if (size > precacheBudgetBytes) {
    throw new Error(
      `The offline precache is ${mb(size)}, over the ${mb(precacheBudgetBytes)} budget. ` +
        'Make images smaller or fewer (scripts/image-widths.ts) before shipping.',
    );
  }
}
