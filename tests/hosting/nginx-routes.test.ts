// The generated nginx configuration on a real nginx (started by global-setup.ts): every route,
// unknown path, missing and hashed asset answers with the right status, headers, body and
// compression, and agrees with the local server's rules (scripts/static-host.ts).
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { glob } from 'tinyglobby';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { pagePathVariants } from '../../scripts/hosting/host-configs';
import { collectInlineHashes } from '../../scripts/hosting/inline-sources';
import {
  cacheControlFor,
  cacheImmutable,
  cacheRevalidate,
  missingAssetBody,
  pageRoutes,
  securityHeaders,
} from '../../scripts/hosting/site-rules';
import { resolveRequest } from '../../scripts/static-host';
import { expectQuietErrorLog, send, type Reply } from './http';

const distDir = resolve(import.meta.dirname, '../../dist');
const { ports, dir, ca } = inject('nginx');
const base = `http://127.0.0.1:${ports.http}`;
const hashes = await collectInlineHashes(distDir);

const distFile = (file: string) => readFile(join(distDir, file));
const isDistFile = (file: string) => existsSync(join(distDir, file)) && !file.endsWith('/');
const listDist = (folder: string) => glob(`${folder}/**`, { cwd: distDir });

function expectHeaders(path: string, reply: Reply, cache: string) {
  for (const [name, value] of Object.entries(securityHeaders(hashes))) {
    expect(reply.headers[name.toLowerCase()], `${path}: ${name}`).toBe(value);
  }
  expect(reply.headers['cache-control'], `${path}: Cache-Control`).toBe(cache);
  expect(String(reply.headers.server), `${path}: Server shows nginx version`).not.toMatch(
    /nginx\//,
  );
}

/** Every request also asks the local server's rules, so nginx and `npm run serve` agree. */
function expectLocalServerAgrees(path: string, reply: Reply, expectedFile?: string) {
  const local = resolveRequest(path, (file) => {
    const full = join(distDir, file);
    return full.startsWith(distDir) && isDistFile(file) && !full.endsWith(distDir);
  });
  expect(local.status, `${path}: the local server's status`).toBe(reply.status);
  if (expectedFile && local.kind !== 'missing') {
    expect(local.file, `${path}: the local server's file`).toBe(expectedFile);
  }
}

async function expectPage(path: string, file: string, status: number) {
  const reply = await send(base, path);
  expect(reply.status, `${path}: status`).toBe(status);
  expect(String(reply.headers['content-type']), `${path}: content type`).toMatch(/^text\/html/);
  expect(reply.body.equals(await distFile(file)), `${path}: body is dist/${file}`).toBe(true);
  expectHeaders(path, reply, cacheRevalidate);
  expectLocalServerAgrees(path, reply, file);
}

async function expectMissing(path: string) {
  const reply = await send(base, path);
  expect(reply.status, `${path}: status`).toBe(404);
  expect(String(reply.headers['content-type']), `${path}: content type`).toMatch(/^text\/plain/);
  expect(reply.body.toString(), `${path}: body`).toBe(missingAssetBody);
  expectHeaders(path, reply, cacheRevalidate);
  expectLocalServerAgrees(path, reply);
}

const typeByExtension: Record<string, RegExp> = {
  js: /javascript/,
  css: /^text\/css/,
  woff2: /^font\/woff2/,
  avif: /^image\/avif/,
  webp: /^image\/webp/,
  svg: /^image\/svg\+xml/,
  webmanifest: /^application\/manifest\+json/,
};

async function expectFile(file: string, cache: string) {
  const path = `/${file}`;
  const reply = await send(base, path);
  expect(reply.status, `${path}: status`).toBe(200);
  const type = typeByExtension[file.split('.').pop() ?? ''] ?? /./;
  expect(String(reply.headers['content-type']), `${path}: content type`).toMatch(type);
  expect(reply.body.equals(await distFile(file)), `${path}: body is dist's`).toBe(true);
  expectHeaders(path, reply, cache);
  expectLocalServerAgrees(path, reply, file);
}

async function expectGzip(path: string, file: string) {
  const reply = await send(base, path, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(reply.headers['content-encoding'], `${path}: compressed`).toBe('gzip');
  expect(String(reply.headers.vary), `${path}: Vary`).toMatch(/accept-encoding/i);
  expect(gunzipSync(reply.body).equals(await distFile(file)), `${path}: gzip body`).toBe(true);
}

afterAll(() => expectQuietErrorLog(dir));

describe('every prerendered page, with and without the trailing slash, answers with its file', () => {
  for (const page of pageRoutes) {
    const variants = pagePathVariants().filter(
      (path) => path.replace(/(.)\/$/, '$1') === page.path,
    );
    it.each(variants)('%s', (path) => expectPage(path, page.file, 200));
  }
  it('a query string does not change the page', () =>
    expectPage('/project/1?x=<script>', 'project/1/index.html', 200));
  it('/404.html itself answers 200', () => expectPage('/404.html', '404.html', 200));
});

describe('unknown paths and project numbers without a page: the not-found page, 404', () => {
  it.each([
    '/project/4',
    '/project/4/',
    '/project/0999',
    '/project/abc',
    '/about/team',
    '/no-such-page',
    '/no-such-page/',
    '/project/%3Cscript%3E',
    '/project/1/extra',
    '/project/1.5',
    '/project/-1',
    `/${'a'.repeat(5000)}`,
  ])('%s', (path) => expectPage(path, '404.html', 404));
  // nginx refuses a path above the root (400); the config turns that into the not-found page.
  it.each(['/..%2f..%2fetc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/../../etc/passwd'])(
    'traversal never leaves dist: %s',
    (path) => expectPage(path, '404.html', 404),
  );
});

describe('missing files answer a plain 404, never a page; files for other hosts are not served', () => {
  it.each([
    '/assets/index-missing1.js',
    '/assets/missing.css',
    '/images/none/missing.0123abcd-480.avif',
    '/favicon.png',
    '/sw.js.map',
    '/project/1/app.js',
    '/_headers',
    '/_redirects',
    '/vercel.json',
  ])('%s', expectMissing);
});

const assets = await listDist('assets');
const images = await listDist('images');

describe('caching: hashed assets and images a year, immutable; the rest revalidated', () => {
  it('dist/assets is not empty', () => expect(assets.length).toBeGreaterThan(0));
  it.each([...assets, ...images.slice(0, 6)])('/%s', (file) => expectFile(file, cacheImmutable));
  it.each(['favicon.svg', 'manifest.webmanifest', 'sw.js'])('/%s', async (file) => {
    expect(isDistFile(file), `dist/${file} exists`).toBe(true);
    await expectFile(file, cacheRevalidate);
  });

  // The service worker's registration (src/pwa/register.ts and workbox-window) is bundled into
  // hashed chunks under /assets/, cached for a year like them; no separate registration script
  // (vite-plugin-pwa's registerSW.js, workbox-*.js) sits beside sw.js.
  it('the chunks that register /sw.js are hashed and cached for a year', async () => {
    const registering: string[] = [];
    for (const file of assets.filter((name) => name.endsWith('.js'))) {
      if (/[`'"]\/sw\.js[`'"]/.test((await distFile(file)).toString())) registering.push(file);
    }
    expect(registering.length, 'chunks under dist/assets registering /sw.js').toBeGreaterThan(0);
    for (const file of registering) {
      expect(cacheControlFor(`/${file}`), `${file} cache`).toBe(cacheImmutable);
    }
    const loose = (await readdir(distDir)).filter((name) =>
      /^(?:registerSW|workbox-.*)\.js$/.test(name),
    );
    expect(loose, 'registration scripts outside dist/assets').toEqual([]);
  });
});

describe('text is gzip-compressed', () => {
  const script = assets.find((file) => file.endsWith('.js'));
  const style = assets.find((file) => file.endsWith('.css'));
  it.each([
    ['/', 'index.html'],
    ['/about', 'about/index.html'],
    ...[script, style].filter((file) => file !== undefined).map((file) => [`/${file}`, file]),
  ])('%s', (path, file) => expectGzip(path, file ?? ''));
});

describe('HTTPS', () => {
  it('serves the same site with the same headers', async () => {
    const secure = await send(`https://127.0.0.1:${ports.https}`, '/about', { ca });
    expect(secure.status, 'https /about: status').toBe(200);
    expectHeaders('https /about', secure, cacheRevalidate);
  });
  it('plain HTTP on the redirect port goes to HTTPS, keeping path and query', async () => {
    const redirect = await send(`http://127.0.0.1:${ports.redirect}`, '/about?x=1');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe(`https://127.0.0.1:${ports.https}/about?x=1`);
  });
});
