// The MDN HTTP Observatory's ten tests and its scoring (expectation names and score modifiers as
// in @mdn/mdn-http-observatory 1.4.8, src/grader/charts.js), applied to a live server.
// The scanner itself cannot run here: it only scans public host names, and its install downloads
// a certificate bundle from the internet (a postinstall step), so it cannot be a dependency.
// This applies the same rules to what a site served on 127.0.0.1 answers, over real HTTP(S).
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { JSDOM } from 'jsdom';

export type TestResult = { name: string; result: string; modifier: number; pass: boolean };
export type Grade = {
  grade: string;
  score: number;
  tests: TestResult[];
  /** The CSP checks the scanner reports without scoring them, by name; false is a problem. */
  cspPolicy: CspPolicyChecks | null;
};

type Response = { url: URL; status: number; headers: IncomingHttpHeaders; body: string };

function get(url: URL, ca?: Buffer, method = 'GET', extra: Record<string, string> = {}) {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<Response>((resolvePromise, reject) => {
    const req = send(
      url,
      { method, headers: { Accept: 'text/html,*/*;q=0.8', ...extra }, ...(ca ? { ca } : {}) },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolvePromise({ url, status: res.statusCode ?? 0, headers: res.headers, body }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const header = (response: Response, name: string) => {
  const value = response.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

const isHashOrNonce = (source: string) => /^'(?:sha(?:256|384|512)|nonce)-/.test(source);

/** Directive → sources, lower-cased; duplicates noted (the Observatory rejects them). */
export function parseCsp(policy: string) {
  const directives = new Map<string, Set<string>>();
  let duplicate = false;
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (directives.has(key)) duplicate = true;
    else {
      // Keywords and schemes are case-insensitive; hashes and nonces are not.
      const normalise = (source: string) => (isHashOrNonce(source) ? source : source.toLowerCase());
      directives.set(key, new Set(sources.map(normalise)));
    }
  }
  return { directives, duplicate };
}

const broadSources = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);

/**
 * The scanner's other CSP checks (its report's "policy"), which do not change the score but which
 * this site must pass: `frame-ancestors`, `base-uri` (a `<base>` tag could otherwise point relative
 * script URLs elsewhere), `form-action` (injected markup could otherwise post a form anywhere) and
 * `object-src`. A missing `base-uri`, `form-action` or `frame-ancestors` allows any source; only
 * `object-src` falls back to `default-src`. Each is true when the policy is safe.
 */
export type CspPolicyChecks = {
  antiClickjacking: boolean;
  restrictsBaseUri: boolean;
  restrictsFormAction: boolean;
  restrictsObjects: boolean;
};

export function cspPolicyChecks(policy: string): CspPolicyChecks {
  const { directives } = parseCsp(policy);
  const sources = (name: string, fallback?: string) => [
    ...(directives.get(name) ?? (fallback ? directives.get(fallback) : undefined) ?? ['*']),
  ];
  const broad = (source: string) => broadSources.has(source);
  return {
    antiClickjacking: !sources('frame-ancestors').some(broad),
    restrictsBaseUri: !sources('base-uri').some(
      (source) => broad(source) || source === "'unsafe-inline'" || source === 'data:',
    ),
    restrictsFormAction: !sources('form-action').some(broad),
    restrictsObjects: !sources('object-src', 'default-src').some(broad),
  };
}

function cspTest(response: Response): TestResult {
  const name = 'content-security-policy';
  const policy = header(response, 'content-security-policy');
  if (!policy) {
    const reportOnly = header(response, 'content-security-policy-report-only');
    const result = reportOnly ? 'csp-not-implemented-but-reporting-enabled' : 'csp-not-implemented';
    return { name, result, modifier: -25, pass: false };
  }
  const { directives, duplicate } = parseCsp(policy);
  const of = (directive: string) =>
    directives.get(directive) ?? directives.get('default-src') ?? new Set<string>();
  const script = of('script-src');
  const style = of('style-src');
  const object = of('object-src');
  const all = [...directives.values()].flatMap((sources) => [...sources]);
  const allowsInline = (sources: Set<string>) =>
    (sources.has("'unsafe-inline'") && ![...sources].some(isHashOrNonce)) || sources.has('data:');
  const broad = (sources: Set<string>) => [...sources].some((source) => broadSources.has(source));
  if (
    script.size === 0 ||
    object.size === 0 ||
    allowsInline(script) ||
    broad(script) ||
    broad(object)
  ) {
    return { name, result: 'csp-implemented-with-unsafe-inline', modifier: -20, pass: false };
  }
  if (all.some((source) => source.startsWith('http:'))) {
    return { name, result: 'csp-implemented-with-insecure-scheme', modifier: -20, pass: false };
  }
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) {
    return { name, result: 'csp-implemented-with-unsafe-eval', modifier: -10, pass: false };
  }
  if (duplicate) {
    return { name, result: 'csp-implemented-but-duplicate-directives', modifier: 0, pass: false };
  }
  if (style.has("'unsafe-inline'") || style.has('data:') || broad(style)) {
    const result = 'csp-implemented-with-unsafe-inline-in-style-src-only';
    return { name, result, modifier: 0, pass: true };
  }
  const formAction = directives.get('form-action');
  const defaultNone = directives.get('default-src')?.has("'none'") && formAction !== undefined;
  return defaultNone
    ? { name, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10, pass: true }
    : { name, result: 'csp-implemented-with-no-unsafe', modifier: 5, pass: true };
}

function cookiesTest(responses: Response[]): TestResult {
  const name = 'cookies';
  const cookies = responses.flatMap((response) => response.headers['set-cookie'] ?? []);
  if (cookies.length === 0) return { name, result: 'cookies-not-found', modifier: 0, pass: true };
  const secure = cookies.every((cookie) => /;\s*secure/i.test(cookie));
  const httpOnly = cookies.every((cookie) => /;\s*httponly/i.test(cookie));
  const sameSite = cookies.every((cookie) => /;\s*samesite=(?:strict|lax)/i.test(cookie));
  if (secure && httpOnly && sameSite) {
    const result = 'cookies-secure-with-httponly-sessions-and-samesite';
    return { name, result, modifier: 5, pass: true };
  }
  return { name, result: 'cookies-without-secure-flag', modifier: -20, pass: false };
}

function corsTest(page: Response, preflight: Response): TestResult {
  const name = 'cross-origin-resource-sharing';
  const origins = [
    header(page, 'access-control-allow-origin'),
    header(preflight, 'access-control-allow-origin'),
  ];
  if (origins.every((origin) => !origin)) {
    return {
      name,
      result: 'cross-origin-resource-sharing-not-implemented',
      modifier: 0,
      pass: true,
    };
  }
  const credentials = header(preflight, 'access-control-allow-credentials') === 'true';
  if (origins.includes('*') || credentials) {
    const result = 'cross-origin-resource-sharing-implemented-with-universal-access';
    return { name, result, modifier: -50, pass: false };
  }
  const result = 'cross-origin-resource-sharing-implemented-with-restricted-access';
  return { name, result, modifier: 0, pass: true };
}

function redirectionTest(chain: Response[]): TestResult {
  const name = 'redirection';
  const [first, second] = chain;
  const final = chain.at(-1);
  if (!first || !final || chain.length < 2) {
    return { name, result: 'redirection-missing', modifier: -20, pass: false };
  }
  if (final.url.protocol !== 'https:') {
    return { name, result: 'redirection-not-to-https', modifier: -20, pass: false };
  }
  if (second?.url.protocol !== 'https:') {
    const result = 'redirection-not-to-https-on-initial-redirection';
    return { name, result, modifier: -10, pass: false };
  }
  if (second.url.hostname !== first.url.hostname) {
    return { name, result: 'redirection-off-host-from-http', modifier: -5, pass: false };
  }
  return { name, result: 'redirection-to-https', modifier: 0, pass: true };
}

function referrerTest(response: Response): TestResult {
  const name = 'referrer-policy';
  const value = header(response, 'referrer-policy');
  if (!value) return { name, result: 'referrer-policy-not-implemented', modifier: 0, pass: true };
  const policies = value.split(',').map((policy) => policy.trim().toLowerCase());
  const effective = policies.at(-1) ?? '';
  const safe = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const unsafe = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  if (safe.includes(effective)) {
    return { name, result: 'referrer-policy-private', modifier: 5, pass: true };
  }
  if (unsafe.includes(effective)) {
    return { name, result: 'referrer-policy-unsafe', modifier: -5, pass: false };
  }
  return { name, result: 'referrer-policy-header-invalid', modifier: -5, pass: false };
}

function hstsTest(response: Response): TestResult {
  const name = 'strict-transport-security';
  if (response.url.protocol !== 'https:') {
    return { name, result: 'hsts-not-implemented-no-https', modifier: -20, pass: false };
  }
  const value = header(response, 'strict-transport-security');
  if (!value) return { name, result: 'hsts-not-implemented', modifier: -20, pass: false };
  const maxAge = /(?:^|;)\s*max-age="?(\d+)"?\s*(?:;|$)/i.exec(value)?.[1];
  if (maxAge === undefined)
    return { name, result: 'hsts-header-invalid', modifier: -20, pass: false };
  // (Being on the browsers' preload list would add 5; a local server never is.)
  return Number(maxAge) >= 15_768_000
    ? { name, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0, pass: true }
    : { name, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10, pass: false };
}

function sriTest(response: Response): TestResult {
  const name = 'subresource-integrity';
  if (!String(header(response, 'content-type')).startsWith('text/html')) {
    return { name, result: 'sri-not-implemented-response-not-html', modifier: 0, pass: true };
  }
  let scripts: string[];
  try {
    const { document } = new JSDOM(response.body).window;
    scripts = [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src') ?? '');
  } catch {
    return { name, result: 'html-not-parseable', modifier: -20, pass: false };
  }
  if (scripts.length === 0) {
    return { name, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0, pass: true };
  }
  const external = scripts.filter(
    (src) => new URL(src, response.url).origin !== response.url.origin,
  );
  if (external.length === 0) {
    const result = 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin';
    return { name, result, modifier: 0, pass: true };
  }
  const result = 'sri-not-implemented-and-external-scripts-not-loaded-securely';
  return { name, result, modifier: -50, pass: false };
}

function xctoTest(response: Response): TestResult {
  const name = 'x-content-type-options';
  const value = header(response, 'x-content-type-options');
  if (!value)
    return { name, result: 'x-content-type-options-not-implemented', modifier: -5, pass: false };
  return value.trim().toLowerCase() === 'nosniff'
    ? { name, result: 'x-content-type-options-nosniff', modifier: 0, pass: true }
    : { name, result: 'x-content-type-options-header-invalid', modifier: -5, pass: false };
}

function xfoTest(response: Response): TestResult {
  const name = 'x-frame-options';
  const csp = header(response, 'content-security-policy');
  if (csp && parseCsp(csp).directives.has('frame-ancestors')) {
    return { name, result: 'x-frame-options-implemented-via-csp', modifier: 5, pass: true };
  }
  const value = header(response, 'x-frame-options')?.trim().toLowerCase();
  if (!value)
    return { name, result: 'x-frame-options-not-implemented', modifier: -20, pass: false };
  return ['deny', 'sameorigin'].includes(value)
    ? { name, result: 'x-frame-options-sameorigin-or-deny', modifier: 0, pass: true }
    : { name, result: 'x-frame-options-header-invalid', modifier: -20, pass: false };
}

function corpTest(response: Response): TestResult {
  const name = 'cross-origin-resource-policy';
  const value = header(response, 'cross-origin-resource-policy')?.trim().toLowerCase();
  if (!value) return { name, result: 'corp-not-implemented', modifier: 0, pass: true };
  if (value === 'same-origin') {
    return { name, result: 'corp-implemented-with-same-origin', modifier: 10, pass: true };
  }
  if (value === 'same-site') {
    return { name, result: 'corp-implemented-with-same-site', modifier: 10, pass: true };
  }
  if (value === 'cross-origin') {
    return { name, result: 'corp-implemented-with-cross-origin', modifier: 0, pass: true };
  }
  return { name, result: 'corp-header-invalid', modifier: -5, pass: false };
}

const gradeChart: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

/** As the scanner's: extra credit counts only when the site already has an A without it. */
export function scoreTests(tests: TestResult[]): { score: number; grade: string } {
  const penalties = tests.reduce((sum, test) => sum + Math.min(test.modifier, 0), 0);
  const withCredit = tests.reduce((sum, test) => sum + test.modifier, 100);
  const score = Math.max(0, 100 + penalties >= 90 ? withCredit : 100 + penalties);
  const grade = gradeChart.find(([minimum]) => score >= minimum)?.[1] ?? 'F';
  return { score, grade };
}

/** Scans `httpUrl` like the Observatory: follows redirects, then tests the final response. */
export async function gradeObservatory({ httpUrl, ca }: { httpUrl: string; ca?: Buffer }) {
  const chain: Response[] = [];
  let url = new URL(httpUrl);
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await get(url, ca);
    chain.push(response);
    const location = header(response, 'location');
    if (response.status < 300 || response.status >= 400 || !location) break;
    url = new URL(location, url);
  }
  const final = chain.at(-1);
  if (!final || final.status < 200 || final.status >= 300) {
    throw new Error(`The site did not answer ${httpUrl} with a 2xx status.`);
  }
  const robots = await get(new URL('/robots.txt', final.url), ca);
  const preflight = await get(final.url, ca, 'OPTIONS', {
    Origin: 'https://http-observatory.security.mozilla.org',
    'Access-Control-Request-Method': 'GET',
  });
  const tests = [
    cspTest(final),
    cookiesTest([...chain, robots]),
    corsTest(final, preflight),
    redirectionTest(chain),
    referrerTest(final),
    hstsTest(final),
    sriTest(final),
    xctoTest(final),
    xfoTest(final),
    corpTest(final),
  ];
  const policy = header(final, 'content-security-policy');
  const cspPolicy = policy ? cspPolicyChecks(policy) : null;
  return { ...scoreTests(tests), tests, cspPolicy } satisfies Grade;
}
