// Models of how Netlify, Cloudflare Pages and Vercel apply the files the build writes for them
// (scripts/hosting/host-configs.ts), as those hosts document it. Those hosts cannot run here, so
// scripts/hosting/host-configs.test.ts evaluates the generated files with these models (as
// observatory.ts models the HTTP Observatory).
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
import { expect } from 'vitest';
import { notFoundPage } from '../../scripts/hosting/site-rules';

/** What a host answers: the file it serves, the status, and the headers (lower-case names). */
export type Outcome = { file: string; status: number; headers: Map<string, string> };

/** A file that answers `path` directly, without any rule. */
function staticFile(path: string, exists: (file: string) => boolean): string | null {
  if (path.endsWith('/')) {
    return exists(`${path.slice(1)}index.html`) ? `${path.slice(1)}index.html` : null;
  }
  return exists(path.slice(1)) ? path.slice(1) : null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

// ---------------------------------------------------------------------------------------------
// Netlify and Cloudflare Pages

export type Host = 'netlify' | 'cloudflare';

/** A _headers or _redirects path pattern as a regular expression, for `host`. */
export function netlifyPattern(pattern: string, host: Host): RegExp {
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

export const hostDefaultCacheControl = 'public, max-age=0, must-revalidate';

/** What Netlify or Cloudflare Pages answer for `path`, given the site's _headers and _redirects. */
export function serveNetlifyLike(
  host: Host,
  path: string,
  config: { headers: string; redirects: string },
  exists: (file: string) => boolean,
): Outcome {
  const headers = new Map<string, string>();
  for (const rule of parseHeadersFile(config.headers)) {
    if (!netlifyPattern(rule.pattern, host).test(path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      headers.set(key, headers.has(key) ? `${headers.get(key)}, ${value}` : value);
    }
  }
  if (!headers.has('cache-control')) headers.set('cache-control', hostDefaultCacheControl);

  const direct = staticFile(path, exists);
  const rules = parseRedirectsFile(config.redirects);
  const rule = rules.find((r) => netlifyPattern(r.from, host).test(path));
  const shadowed = host === 'netlify' && direct !== null && !rule?.force;
  if (rule && !shadowed) {
    if (rule.status !== 200) throw new Error(`${rule.from}: status ${rule.status} not modelled`);
    const rewritten = staticFile(rule.to, exists);
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
export function vercelSource(source: string): RegExp {
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

/** What Vercel answers for `path`, given the site's vercel.json. */
export function serveVercel(
  path: string,
  vercelJson: string,
  exists: (file: string) => boolean,
): Outcome {
  const config = parseVercelJson(vercelJson);
  const headers = new Map<string, string>();
  for (const rule of config.headers) {
    if (!vercelSource(rule.source).test(path)) continue;
    for (const { key, value } of rule.headers) headers.set(key.toLowerCase(), value);
  }
  const fromFilesystem = (target: string) =>
    target === '/'
      ? staticFile('/', exists)
      : target.endsWith('/')
        ? null
        : staticFile(target, exists);
  const direct = fromFilesystem(path);
  if (direct) return { file: direct, status: 200, headers };
  for (const rewrite of config.rewrites) {
    if (!vercelSource(rewrite.source).test(path)) continue;
    const file = fromFilesystem(rewrite.destination);
    if (file) return { file, status: 200, headers };
  }
  return { file: notFoundPage.file, status: 404, headers };
}
