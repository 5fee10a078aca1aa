// Evaluates the generated Netlify / Cloudflare Pages files (_headers, _redirects) and Vercel's
// vercel.json the way those hosts document that they apply them, for every kind of request the
// site answers, and compares the outcome (file, status, Cache-Control, security headers) with what
// site-rules.ts says: resolveRequest (scripts/static-host.ts) and cacheControlFor.
//
// What the models follow:
// - _headers (Netlify, Cloudflare Pages): a rule is a path pattern in which `*` matches any
//   characters, "/" included, and `:name` one path segment. Every rule whose pattern matches the
//   request path applies; a header set by several matching rules gets their values joined with
//   ", ". Netlify ignores a trailing slash when matching (its CLI's emulation: `/about` also
//   matches `/about/`, and `/x/*` also matches `/x`); Cloudflare Pages is modelled strictly.
//   Without a Cache-Control rule both send `public, max-age=0, must-revalidate`.
// - _redirects: the first rule whose source matches applies; status 200 is a rewrite (the host
//   serves the destination's file under the requested address). Netlify serves an existing
//   static file before any rule (shadowing, unless forced with `!`); Cloudflare Pages always
//   applies a matching rule first. Unknown paths: `404.html` with status 404 on both.
// - vercel.json (@vercel/routing-utils): each `source` is a path-to-regexp pattern compiled
//   strict and case-sensitive (anchored, no optional trailing slash); every matching `headers`
//   entry applies, a later one replacing an earlier one's value for the same key; then the
//   filesystem; then `rewrites`, the first match whose destination exists; otherwise `404.html`
//   with status 404.
// A static file lookup serves `/` and `/x/` from their index.html and `/x/y.ext` from that file,
// but not a folder without its slash: hosts would redirect that, which the rewrites avoid.
import { describe, expect, it } from 'vitest';
import { resolveRequest } from '../static-host';
import { netlifyHeaders, netlifyRedirects, vercelConfig } from './host-configs';
import {
  cacheControlFor,
  cacheImmutable,
  cacheRevalidate,
  notFoundPage,
  pageRoutes,
  securityHeaders,
} from './site-rules';
import { sampleHashes as hashes } from './sample-hashes';

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

type Outcome = { file: string; status: number; headers: Map<string, string> };

/** A file that answers `path` directly, without any rule. */
function staticFile(path: string): string | null {
  if (path.endsWith('/'))
    return exists(`${path.slice(1)}index.html`) ? `${path.slice(1)}index.html` : null;
  return exists(path.slice(1)) ? path.slice(1) : null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

// ---------------------------------------------------------------------------------------------
// Netlify and Cloudflare Pages

type Host = 'netlify' | 'cloudflare';

/** A _headers or _redirects path pattern as a regular expression, for `host`. */
function netlifyPattern(pattern: string, host: Host): RegExp {
  if (!pattern.startsWith('/')) throw new Error(`Unsupported pattern ${pattern}`);
  const looseSlash = host === 'netlify' && pattern !== '/';
  const trimmed = looseSlash ? pattern.replace(/\/$/, '') : pattern;
  let source = '';
  for (const part of trimmed.split(/(\*|:[A-Za-z_]\w*)/)) {
    if (part === '*') source += '.*';
    else if (part.startsWith(':')) source += '[^/]+';
    else source += escapeRegExp(part);
  }
  // Netlify: `/x/*` also matches `/x`, and any pattern matches with or without a trailing slash.
  if (looseSlash) source = source.replace(/\\\/\.\*$/, '(?:/.*)?') + '/?';
  return new RegExp(`^${source}$`);
}

type HeaderRule = { pattern: string; headers: [string, string][] };

function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const match = /^\s+([^:\s]+):\s*(.*)$/.exec(line);
    const rule = rules.at(-1);
    if (!match?.[1] || match[2] === undefined || !rule) throw new Error(`Cannot read ${line}`);
    rule.headers.push([match[1], match[2]]);
  }
  return rules;
}

type Redirect = { from: string; to: string; status: number; force: boolean };

function parseRedirectsFile(text: string): Redirect[] {
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.trimStart().startsWith('#'))
    .map((line) => {
      const [from, to, code = '301', ...rest] = line.trim().split(/\s+/);
      if (!from || !to || rest.length > 0) throw new Error(`Cannot read ${line}`);
      return { from, to, status: Number(code.replace('!', '')), force: code.endsWith('!') };
    });
}

const hostDefaultCacheControl = 'public, max-age=0, must-revalidate';

function serveNetlifyLike(host: Host, path: string): Outcome {
  const headers = new Map<string, string>();
  for (const rule of parseHeadersFile(netlifyHeaders(hashes))) {
    if (!netlifyPattern(rule.pattern, host).test(path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      headers.set(key, headers.has(key) ? `${headers.get(key)}, ${value}` : value);
    }
  }
  if (!headers.has('cache-control')) headers.set('cache-control', hostDefaultCacheControl);

  const direct = staticFile(path);
  const rules = parseRedirectsFile(netlifyRedirects());
  const rule = rules.find((r) => netlifyPattern(r.from, host).test(path));
  const shadowed = host === 'netlify' && direct !== null && !rule?.force;
  if (rule && !shadowed) {
    if (rule.status !== 200) throw new Error(`${rule.from}: status ${rule.status} not modelled`);
    const rewritten = staticFile(rule.to);
    return rewritten
      ? { file: rewritten, status: 200, headers }
      : { file: notFoundPage.file, status: 404, headers };
  }
  if (direct) return { file: direct, status: 200, headers };
  return { file: notFoundPage.file, status: 404, headers };
}

// ---------------------------------------------------------------------------------------------
// Vercel

/**
 * A vercel.json `source` as @vercel/routing-utils compiles it (path-to-regexp, strict and
 * case-sensitive): literal text, `(regex)` groups (nested groups must be non-capturing) and
 * `:name` segments. Anything else (modifiers `*?+`, `{}`) is refused rather than guessed.
 */
function vercelSource(source: string): RegExp {
  let regex = '';
  for (let i = 0; i < source.length;) {
    const char = source[i] ?? '';
    if (char === '(') {
      let depth = 1;
      let j = i + 1;
      if (source[j] === '?') throw new Error(`${source}: a pattern cannot start with "?"`);
      while (j < source.length && depth > 0) {
        if (source[j] === '\\') j += 1;
        else if (source[j] === '(') {
          if (source[j + 1] !== '?') throw new Error(`${source}: capturing group inside a group`);
          depth += 1;
        } else if (source[j] === ')') depth -= 1;
        j += 1;
      }
      if (depth !== 0) throw new Error(`${source}: unbalanced group`);
      regex += `(${source.slice(i + 1, j - 1)})`;
      i = j;
    } else if (char === ':') {
      const name = /^:(\w+)/.exec(source.slice(i));
      if (!name?.[0]) throw new Error(`${source}: missing parameter name`);
      regex += '([^/#?]+?)';
      i += name[0].length;
    } else if ('*+?{}'.includes(char)) {
      throw new Error(`${source}: "${char}" is not modelled`);
    } else {
      regex += escapeRegExp(char);
      i += 1;
    }
  }
  return new RegExp(`^${regex}$`);
}

type VercelJson = {
  cleanUrls: boolean;
  headers: { source: string; headers: { key: string; value: string }[] }[];
  rewrites: { source: string; destination: string }[];
};

function parseVercelJson(text: string): VercelJson {
  const config = JSON.parse(text) as VercelJson & Record<string, unknown>;
  // Only what is modelled here: anything else (redirects, trailingSlash, routes) needs a model.
  expect(Object.keys(config).sort()).toEqual(['$schema', 'cleanUrls', 'headers', 'rewrites']);
  expect(config.cleanUrls).toBe(false);
  return config;
}

function serveVercel(path: string): Outcome {
  const config = parseVercelJson(vercelConfig(hashes));
  const headers = new Map<string, string>();
  for (const rule of config.headers) {
    if (!vercelSource(rule.source).test(path)) continue;
    for (const { key, value } of rule.headers) headers.set(key.toLowerCase(), value);
  }
  const fromFilesystem = (target: string) =>
    target === '/' ? staticFile('/') : target.endsWith('/') ? null : staticFile(target);
  const direct = fromFilesystem(path);
  if (direct) return { file: direct, status: 200, headers };
  for (const rewrite of config.rewrites) {
    if (!vercelSource(rewrite.source).test(path)) continue;
    const file = fromFilesystem(rewrite.destination);
    if (file) return { file, status: 200, headers };
  }
  return { file: notFoundPage.file, status: 404, headers };
}

// ---------------------------------------------------------------------------------------------

/** The Cache-Control directives, as a cache reads them (a directive repeated is one). */
const directives = (value: string | undefined) =>
  [...new Set((value ?? '').split(',').map((part) => part.trim().toLowerCase()))].sort();

const hosts: [string, (path: string) => Outcome][] = [
  ['Netlify', (path) => serveNetlifyLike('netlify', path)],
  ['Cloudflare Pages', (path) => serveNetlifyLike('cloudflare', path)],
  ['Vercel', serveVercel],
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
