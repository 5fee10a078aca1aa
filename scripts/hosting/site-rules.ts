// The one typed description of how the built site is served: which path answers with which file
// and status, and which headers every response carries. The local server (scripts/serve.ts via
// static-host.ts), the generated host configs (generate.ts: nginx, Netlify/Cloudflare Pages,
// Vercel) and the nginx proof (tests/hosting/) all read it, so they cannot drift apart.
import { prerenderedPages } from '../../src/app/pages';
import { builtPicturePath } from '../../src/pwa/picture-formats';

/** Every prerendered page (path → file), without the not-found page. */
export const pageRoutes = prerenderedPages.filter((page) => page.path !== '/404');

/** The page every unknown path answers with, with status 404 (the app then shows the screen). */
export const notFoundPage = { file: '404.html', status: 404 } as const;

/** Path prefixes whose unknown children are answered by the not-found page even though the app
 * knows them: a whole-number `/project/<n>` without a page renders "Project not found" there. */
export const dynamicPrefixes = ['/project/'] as const;

/** Body of the plain 404 a missing asset (any path with a file extension) answers with. */
export const missingAssetBody = 'Not found';

/** Files the build writes for one host or another that no host should serve as content. */
export const hostOnlyFiles = ['_headers', '_redirects', 'vercel.json'] as const;

export const cacheImmutable = 'public, max-age=31536000, immutable';
/** Stored, but revalidated with the server before every use. */
export const cacheRevalidate = 'no-cache';

export type CacheRule = {
  id: string;
  description: string;
  /** Tests a request path (decoded, starting with "/"). */
  test: RegExp;
  /** The same set as host globs (`*` matches anything, including "/"), for _headers and Vercel. */
  globs: readonly string[];
  cacheControl: string;
  /** When a host would not know the extension (nginx 1.22 lacks .webmanifest). */
  contentType?: string;
};

/** Vite names what it writes to dist/assets `name-<hash>.<ext>`. */
const hashedAsset = /^\/assets\/[^/]+$/;

/** In order; the first rule whose test matches a path wins, and every path no rule matches
 * (HTML pages, the not-found page, favicon, plain 404s) is revalidated. */
export const cacheRules: readonly CacheRule[] = [
  {
    id: 'hashed-assets',
    description: 'scripts, styles and fonts with a content hash in the name',
    test: hashedAsset,
    globs: ['/assets/*'],
    cacheControl: cacheImmutable,
  },
  {
    id: 'hashed-images',
    description: 'responsive images with a content hash in the name',
    test: builtPicturePath,
    globs: ['/images/*'],
    cacheControl: cacheImmutable,
  },
  {
    // The registration code (src/pwa/register.ts, workbox-window) is bundled into hashed chunks
    // under /assets/ and cached like them; only the worker itself must be revalidated.
    id: 'service-worker',
    description: 'the service worker',
    test: /^\/sw\.js$/,
    globs: ['/sw.js'],
    cacheControl: cacheRevalidate,
  },
  {
    id: 'manifest',
    description: 'the web app manifest',
    test: /^\/manifest\.webmanifest$/,
    globs: ['/manifest.webmanifest'],
    cacheControl: cacheRevalidate,
    contentType: 'application/manifest+json',
  },
];

/** The host globs of the rules that set `cacheControl`, for hosts that only know globs. */
export function globsCachedAs(cacheControl: string): string[] {
  return cacheRules.filter((rule) => rule.cacheControl === cacheControl).flatMap((r) => r.globs);
}

/** Cache-Control for a successful response to `path`; error responses always revalidate. */
export function cacheControlFor(path: string, status = 200): string {
  if (status !== 200) return cacheRevalidate;
  return cacheRules.find((rule) => rule.test.test(path))?.cacheControl ?? cacheRevalidate;
}

/** Hashes of the inline code the build emits, found in dist by inline-sources.ts. */
export type InlineHashes = {
  scripts: string[];
  styles: string[];
  /** `style="…"` attributes in the prerendered markup (allowed through 'unsafe-hashes'). */
  styleAttributes: string[];
};

/** The Content-Security-Policy. Only the site's own origin may provide anything; inline code runs
 * only when its hash is listed. To add an embed (a map, a video), add its origin to the directive
 * it needs here (for example `frame-src https://www.youtube-nocookie.com`) and rebuild. */
export function contentSecurityPolicy(hashes: InlineHashes): string {
  const quoted = (list: string[]) => [...new Set(list)].sort().map((hash) => `'${hash}'`);
  const styleSources = [
    "'self'",
    ...quoted(hashes.styles),
    ...(hashes.styleAttributes.length > 0
      ? ["'unsafe-hashes'", ...quoted(hashes.styleAttributes)]
      : []),
  ];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...quoted(hashes.scripts)],
    ['style-src', ...styleSources],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['frame-src', "'none'"],
    ['media-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['frame-ancestors', "'none'"],
    // The one form (contact) goes to WhatsApp's chat, natively when scripts do not run.
    ['form-action', 'https://wa.me'],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Powerful features the site never uses, switched off for it and anything it might embed. */
const disabledFeatures = (
  'accelerometer camera display-capture encrypted-media geolocation gyroscope hid idle-detection ' +
  'magnetometer microphone midi payment publickey-credentials-get screen-wake-lock serial usb ' +
  'xr-spatial-tracking'
).split(' ');

/** Headers every response carries, whatever its status. */
export function securityHeaders(hashes: InlineHashes): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(hashes),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': disabledFeatures.map((feature) => `${feature}=()`).join(', '),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/** All headers of a response to `path` with `status`. */
export function responseHeaders(
  hashes: InlineHashes,
  path: string,
  status: number,
): Record<string, string> {
  return { ...securityHeaders(hashes), 'Cache-Control': cacheControlFor(path, status) };
}
