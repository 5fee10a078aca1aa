// Evaluates the generated Netlify / Cloudflare Pages files (_headers, _redirects) and Vercel's
// vercel.json the way those hosts document that they apply them (modelled in
// tests/hosting/host-models.ts), for every kind of request the site answers, and compares the
// outcome (file, status, Cache-Control, security headers) with what site-rules.ts says:
// resolveRequest (scripts/static-host.ts) and cacheControlFor.
import { describe, expect, it } from 'vitest';
import {
  hostDefaultCacheControl,
  netlifyPattern,
  serveNetlifyLike,
  serveVercel,
  vercelSource,
  type Outcome,
} from '../../tests/hosting/host-models';
import { resolveRequest } from '../static-host';
import { netlifyHeaders, netlifyRedirects, vercelConfig } from './host-configs';
import {
  cacheControlFor,
  cacheImmutable,
  cacheRevalidate,
  pageRoutes,
  notFoundPage,
  securityHeaders,
} from './site-rules';
import { sampleHashes as hashes } from '../../tests/hosting/sample-hashes';

/** A built site: every page, the not-found page, and a sample of each kind of other file. */
const files = new Set([
  ...pageRoutes.map((page) => page.file),
  notFoundPage.file,
  'assets/index-CudGvNF9.js',
  'assets/register-bCkN8zL_.js',
  'assets/style-BcIu6a8z.css',
  'assets/plus-jakarta-sans-latin-wght-normal-eXO_dkmS.woff2',
  'images/work/shop.0123abcd-960.avif',
  'images/team/anna.89abcdef-480.webp',
  'sw.js',
  'manifest.webmanifest',
  'favicon.svg',
  'robots.txt',
]);
const exists = (file: string) => files.has(file);

/** Every request the hosts must answer as site-rules.ts says. */
const requests = [
  ...pageRoutes.flatMap((page) => (page.path === '/' ? ['/'] : [page.path, `${page.path}/`])),
  '/project/4',
  '/project/4/',
  '/project/12',
  '/project',
  '/no-such-page',
  '/no-such-page/',
  '/about/team',
  '/assets/index-CudGvNF9.js',
  '/assets/register-bCkN8zL_.js',
  '/assets/style-BcIu6a8z.css',
  '/assets/plus-jakarta-sans-latin-wght-normal-eXO_dkmS.woff2',
  '/images/work/shop.0123abcd-960.avif',
  '/images/team/anna.89abcdef-480.webp',
  '/sw.js',
  '/manifest.webmanifest',
];

/** The Cache-Control directives, as a cache reads them (a directive repeated is one). */
const directives = (value: string | undefined) =>
  [...new Set((value ?? '').split(',').map((part) => part.trim().toLowerCase()))].sort();

const netlifyFiles = { headers: netlifyHeaders(hashes), redirects: netlifyRedirects() };
const hosts: [string, (path: string) => Outcome][] = [
  ['Netlify', (path) => serveNetlifyLike('netlify', path, netlifyFiles, exists)],
  ['Cloudflare Pages', (path) => serveNetlifyLike('cloudflare', path, netlifyFiles, exists)],
  ['Vercel', (path) => serveVercel(path, vercelConfig(hashes), exists)],
];

describe.each(hosts)('%s, evaluating the generated files', (_host, serve) => {
  it.each(requests)('answers %s as site-rules.ts does', (path) => {
    const expected = resolveRequest(path, exists);
    if (expected.kind === 'missing') throw new Error(`${path}: pick a request with an answer`);
    const outcome = serve(path);
    expect({ file: outcome.file, status: outcome.status }).toEqual({
      file: expected.file,
      status: expected.status,
    });

    const wanted = cacheControlFor(path, expected.status);
    const actual = outcome.headers.get('cache-control');
    // The not-found page may get the host's default, which also revalidates on every use.
    if (expected.status === 404 && actual === hostDefaultCacheControl) {
      expect(wanted).toBe(cacheRevalidate);
    } else {
      expect(directives(actual), `Cache-Control for ${path}`).toEqual(directives(wanted));
    }

    for (const [name, value] of Object.entries(securityHeaders(hashes))) {
      expect(outcome.headers.get(name.toLowerCase()), `${name} for ${path}`).toBe(value);
    }
  });

  it('caches hashed files for a year and revalidates pages, sw.js and the manifest', () => {
    const cacheOf = (path: string) => directives(serve(path).headers.get('cache-control'));
    expect(cacheOf('/assets/index-CudGvNF9.js')).toEqual(directives(cacheImmutable));
    expect(cacheOf('/images/work/shop.0123abcd-960.avif')).toEqual(directives(cacheImmutable));
    for (const path of [
      '/',
      '/about',
      '/about/',
      '/project/1',
      '/sw.js',
      '/manifest.webmanifest',
    ]) {
      expect(cacheOf(path), path).toEqual([cacheRevalidate]);
    }
  });
});

describe('the host models themselves', () => {
  it('match _headers and _redirects patterns as documented', () => {
    const both = (pattern: string, path: string) =>
      (['netlify', 'cloudflare'] as const).map((host) => netlifyPattern(pattern, host).test(path));
    expect(both('/*', '/')).toEqual([true, true]);
    expect(both('/assets/*', '/assets/a/b.js')).toEqual([true, true]);
    expect(both('/assets/*', '/assetsx.js')).toEqual([false, false]);
    expect(both('/assets/*', '/assets')).toEqual([true, false]);
    expect(both('/project/:id', '/project/1')).toEqual([true, true]);
    expect(both('/project/:id', '/project/1/2')).toEqual([false, false]);
    expect(both('/about', '/about/')).toEqual([true, false]);
    expect(both('/about', '/about-us')).toEqual([false, false]);
    expect(both('/', '/about')).toEqual([false, false]);
    expect(both('/sw.js', '/swxjs')).toEqual([false, false]);
  });

  it('compile vercel.json sources as path-to-regexp does (strict, case-sensitive)', () => {
    expect(vercelSource('/(.*)').test('/')).toBe(true);
    expect(vercelSource('/assets/(.*)').test('/assets/a.js')).toBe(true);
    expect(vercelSource('/assets/(.*)').test('/assetsa.js')).toBe(false);
    const notHashed = vercelSource('/((?!assets/|images/).*)');
    expect(notHashed.test('/assets/a.js')).toBe(false);
    expect(notHashed.test('/images/a.avif')).toBe(false);
    expect(notHashed.test('/about')).toBe(true);
    expect(notHashed.test('/assets')).toBe(true);
    expect(vercelSource('/about').test('/about/')).toBe(false);
    expect(vercelSource('/about').test('/About')).toBe(false);
    expect(vercelSource('/project/:id').test('/project/1')).toBe(true);
    expect(() => vercelSource('/assets/*')).toThrow();
  });
});
