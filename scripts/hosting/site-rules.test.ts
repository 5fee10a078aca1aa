import { describe, expect, it } from 'vitest';
import { resolveRequest } from '../static-host';
import { netlifyHeaders, netlifyRedirects, nginxServerBody, vercelConfig } from './host-configs';
import { cspHash, findInlineSources } from './inline-sources';
import { cspPolicyChecks, parseCsp, scoreTests } from '../../tests/hosting/observatory-csp';
import { cacheControlFor, cacheImmutable, contentSecurityPolicy, pageRoutes } from './site-rules';
import { sampleHashes as hashes } from '../../tests/hosting/sample-hashes';

describe('cache rules', () => {
  it('caches hashed assets and images for a year and revalidates everything else', () => {
    expect(cacheControlFor('/assets/index-CudGvNF9.js')).toBe(cacheImmutable);
    expect(cacheControlFor('/images/work/shop.0123abcd-960.avif')).toBe(cacheImmutable);
    expect(cacheControlFor('/images/work/shop.webp')).toBe('no-cache');
    for (const path of [
      '/',
      '/about/index.html',
      '/sw.js',
      '/workbox-1a2b.js',
      '/manifest.webmanifest',
    ]) {
      expect(cacheControlFor(path)).toBe('no-cache');
    }
    expect(cacheControlFor('/assets/missing.js', 404)).toBe('no-cache');
  });
});

describe('content security policy', () => {
  const quoted = (list: string[]) => list.map((hash) => `'${hash}'`);
  /** A directive's sources, sorted; undefined when the policy lacks the directive. */
  const sourcesOf = (policy: string) => {
    const { directives } = parseCsp(policy);
    return (name: string) => {
      const sources = directives.get(name);
      return sources && [...sources].sort();
    };
  };

  it('allows the site itself only, with the directives every page needs', () => {
    const policy = contentSecurityPolicy(hashes);
    expect(parseCsp(policy).duplicate).toBe(false);
    const sources = sourcesOf(policy);
    expect(sources('default-src')).toEqual(["'self'"]);
    expect(sources('base-uri')).toEqual(["'self'"]);
    expect(sources('form-action')).toEqual(['https://wa.me']);
    expect(sources('object-src')).toEqual(["'none'"]);
    expect(sources('frame-ancestors')).toEqual(["'none'"]);
    // Scripts: the site's files and each inline script by its hash; never 'unsafe-inline'.
    expect(sources('script-src')).toEqual(["'self'", ...quoted(hashes.scripts)].sort());
    expect(sources('script-src')).not.toContain("'unsafe-inline'");
    expect(sources('style-src')).toEqual(["'self'", ...quoted(hashes.styles)].sort());
    // data: for images is deliberate: the CSS draws small SVG shapes from data: URLs (masks).
    expect(sources('img-src')).toEqual(["'self'", 'data:']);
    expect(sources('font-src')).toEqual(["'self'"]);
    expect(sources('connect-src')).toEqual(["'self'"]);
  });

  it('lists every inline script hash, whatever the build finds', () => {
    const more = { ...hashes, scripts: [cspHash('c()'), ...hashes.scripts, cspHash('d()')] };
    expect(sourcesOf(contentSecurityPolicy(more))('script-src')).toEqual(
      ["'self'", ...quoted(more.scripts)].sort(),
    );
  });

  it('passes the Observatory’s unscored checks, base-uri and form-action among them', () => {
    expect(cspPolicyChecks(contentSecurityPolicy(hashes))).toEqual({
      antiClickjacking: true,
      restrictsBaseUri: true,
      restrictsFormAction: true,
      restrictsObjects: true,
    });
    const safe = "default-src 'self'; object-src 'none'; frame-ancestors 'none'";
    // Neither falls back to default-src: missing means any source.
    expect(cspPolicyChecks(`${safe}; form-action 'self'`).restrictsBaseUri).toBe(false);
    expect(cspPolicyChecks(`${safe}; base-uri 'self'`).restrictsFormAction).toBe(false);
    expect(cspPolicyChecks(`${safe}; base-uri data:`).restrictsBaseUri).toBe(false);
    expect(cspPolicyChecks(`${safe}; base-uri https:`).restrictsBaseUri).toBe(false);
    expect(cspPolicyChecks(`${safe}; form-action *`).restrictsFormAction).toBe(false);
    expect(cspPolicyChecks(`${safe}; form-action 'self' https://example.com`)).toMatchObject({
      restrictsFormAction: true,
    });
    expect(cspPolicyChecks("default-src 'self'").antiClickjacking).toBe(false);
    expect(cspPolicyChecks('default-src *').restrictsObjects).toBe(false);
  });

  it("adds 'unsafe-hashes' only when the markup has style attributes", () => {
    const withAttribute = contentSecurityPolicy({ ...hashes, styleAttributes: [cspHash('top:0')] });
    expect(withAttribute).toContain(`'unsafe-hashes' '${cspHash('top:0')}'`);
  });

  it('finds inline scripts, styles and style attributes, also in markup kept as text', () => {
    const found = findInlineSources(
      '<html><head><style>a{}</style><script>one()</script><script src="/x.js"></script></head>' +
        '<body><script type="text/html" id="prerendered-pl"><p style="top:0">x</p></script>' +
        '<script>two()</script></body></html>',
    );
    expect(found).toEqual({
      scripts: ['one()', 'two()'],
      styles: ['a{}'],
      styleAttributes: ['top:0'],
    });
  });
});

describe('host configs', () => {
  it('gives every host the security headers for every path', () => {
    expect(netlifyHeaders(hashes)).toMatch(
      /^\/\*\n {2}Content-Security-Policy: default-src 'self'/m,
    );
    const vercel = JSON.parse(vercelConfig(hashes)) as { headers: { source: string }[] };
    expect(vercel.headers[0]?.source).toBe('/(.*)');
    expect(nginxServerBody({ root: '/srv', hashes })).toContain('error_page 404 /404.html;');
  });

  it('writes only rewrites to _redirects (Cloudflare Pages refuses other statuses)', () => {
    const rules = netlifyRedirects()
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(rules).toHaveLength(pageRoutes.length - 1);
    for (const rule of rules) expect(rule).toMatch(/^\S+ {2}\S+\/ {2}200$/);
  });

  it('the local server never serves the other hosts’ configuration files', () => {
    for (const path of ['/_headers', '/_redirects', '/vercel.json']) {
      expect(resolveRequest(path, () => true).kind).toBe('missing');
    }
  });
});

describe('observatory scoring', () => {
  it('grades extra credit only when the site has an A without it', () => {
    const pass = (modifier: number) => ({ name: 'x', result: 'x', modifier, pass: true });
    expect(scoreTests([pass(5), pass(10)])).toEqual({ score: 115, grade: 'A+' });
    expect(scoreTests([pass(-20), pass(10)])).toEqual({ score: 80, grade: 'B+' });
  });
});
