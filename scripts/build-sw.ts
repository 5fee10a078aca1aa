// Build step after the prerender (a list made during `vite build` would miss its pages): writes
// dist/sw.js, the worker vite-plugin-pwa compiled to dist-sw/sw.js with the precache list of every
// page, script, style, font, image and icon in dist/. Fails above the size budget.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { injectManifest, type ManifestTransform } from 'workbox-build';
import { splitByPictureFormat } from '../src/pwa/picture-formats';

/** Which files the site loads, by extension: what the worker precaches (and the test checks). */
export const siteFileExtensions =
  'html js css woff2 webmanifest svg png avif webp jpg jpeg gif ico'.split(' ');

/** The precache budget: everything a visitor downloads to use the site offline, the pictures in the
 * one format their browser shows (the larger, WebP, counts). */
export const precacheBudgetBytes = 4_000_000;

type SizedEntry = Parameters<ManifestTransform>[0][number];

/** What one visitor downloads: every file but the pictures, and the pictures in one format. */
export function visitorDownloadBytes(entries: readonly SizedEntry[]): number {
  const { siteFiles, pictures } = splitByPictureFormat(entries);
  const total = (list: readonly SizedEntry[]) => list.reduce((sum, entry) => sum + entry.size, 0);
  return total(siteFiles) + Math.max(total(pictures.avif), total(pictures.webp));
}

const root = resolve(import.meta.dirname, '..');

export async function writeServiceWorker(distDir: string) {
  let download = 0;
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
    manifestTransforms: [
      (manifest) => {
        download = visitorDownloadBytes(manifest);
        return { manifest };
      },
    ],
  });
  if (warnings.length > 0) throw new Error(`Service worker:\n${warnings.join('\n')}`);
  return { count, size, download };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { count, size, download } = await writeServiceWorker(resolve(root, 'dist'));
  const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;
  console.log(
    `service worker: ${count} files listed (${mb(size)}); a visitor downloads ${mb(download)} ` +
      `(budget ${mb(precacheBudgetBytes)})`,
  );
  if (download > precacheBudgetBytes) {
    throw new Error(
      `Working offline downloads ${mb(download)}, over the ${mb(precacheBudgetBytes)} budget. ` +
        'Make images smaller or fewer (scripts/image-widths.ts) before shipping.',
    );
  }
}
