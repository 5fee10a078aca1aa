// Reads the built service worker's precache list and checks that the site works offline in full:
// every prerendered page, every image size and format, every script, style, font and icon.
// Runs after `npm run build` (npm test does so); without a build it fails, it never skips.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { glob } from 'tinyglobby';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageUrl } from '@/components/responsive-image/responsive-image';
import { allImages } from '@/content/images/all.generated';
import { siteFileExtensions } from '../../scripts/build-sw';
import { prerenderedPages } from '@/app/pages';

const dist = resolve(import.meta.dirname, '../../dist');
const siteFiles = (await glob('**', { cwd: dist })).filter((file) =>
  siteFileExtensions.some((extension) => file.endsWith(`.${extension}`)),
);

let precached: Set<string>;

beforeAll(() => {
  const swPath = join(dist, 'sw.js');
  if (!existsSync(swPath)) {
    throw new Error('dist/sw.js is missing: run `npm run build` before `npm run test:build`.');
  }
  const sw = readFileSync(swPath, 'utf8');
  if (sw.includes('self.__WB_MANIFEST')) {
    throw new Error('dist/sw.js has no precache list: scripts/build-sw.ts did not run.');
  }
  precached = new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? ''));
});

describe('the service worker precache (dist/sw.js)', () => {
  it.each(prerenderedPages.map((page) => [page.path, page.file]))(
    'lists the prerendered page %s (%s)',
    (_path, file) => {
      expect(existsSync(join(dist, file)), `dist/${file} exists`).toBe(true);
      expect(precached).toContain(file);
    },
  );

  it('lists every image the content modules reference, in every width and both formats', () => {
    const expected = Object.values(allImages).flatMap((image) =>
      image.widths.flatMap((width) =>
        (['avif', 'webp'] as const).map((format) => imageUrl(image, width, format).slice(1)),
      ),
    );
    const missing = expected.filter((file) => !precached.has(file));
    expect(missing).toEqual([]);
  });

  it('lists every file the site can load: scripts, styles, fonts, images, icons, manifest', () => {
    const neverShown = (file: string) => file.startsWith('screenshots/') || file.startsWith('og/');
    const loaded = siteFiles.filter((file) => file !== 'sw.js' && !neverShown(file));
    expect(loaded.some((file) => file.endsWith('.woff2'))).toBe(true);
    expect(loaded.some((file) => file.endsWith('.css'))).toBe(true);
    expect(loaded.filter((file) => !precached.has(file))).toEqual([]);
    expect([...precached].filter(neverShown)).toEqual([]);
  });

  it('lists the web manifest, its icons, the apple-touch-icon and the tab icon', () => {
    const manifest = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8')) as {
      icons: { src: string }[];
    };
    const icons = manifest.icons.map((icon) => icon.src.replace(/^\//, ''));
    expect(icons.length).toBeGreaterThanOrEqual(3);
    const pageIcons = ['icons/apple-touch-icon.png', 'icons/favicon-48.png'];
    for (const file of ['manifest.webmanifest', ...pageIcons, ...icons]) {
      expect(precached).toContain(file);
    }
  });

  it('lists only files that exist, so installing the worker cannot fail', () => {
    expect([...precached].filter((file) => !existsSync(join(dist, file)))).toEqual([]);
  });
});
