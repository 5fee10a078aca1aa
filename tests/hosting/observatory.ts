// The MDN HTTP Observatory's ten tests and its scoring (expectation names and score modifiers as
// in @mdn/mdn-http-observatory 1.4.8, src/grader/charts.js), applied to a live server.
// The scanner itself cannot run here: it only scans public host names, and its install downloads
// a certificate bundle from the internet (a postinstall step), so it cannot be a dependency.
// This applies the same rules to what a site served on 127.0.0.1 answers, over real HTTP(S).
import { JSDOM } from 'jsdom';
import { cspTest, parseCsp, scoreTests, cspPolicyChecks, type TestResult } from './observatory-csp';
import { header, send, type Reply as Response } from './http';

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
    const { document } = new JSDOM(response.body.toString()).window;
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

const get = (url: URL, ca?: string, method?: 'OPTIONS', headers?: Record<string, string>) =>
  send(url.origin, `${url.pathname}${url.search}`, { ca, method, headers });

/** Scans `httpUrl` like the Observatory: follows redirects, then tests the final response. */
export async function gradeObservatory({ httpUrl, ca }: { httpUrl: string; ca?: string }) {
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
  return { ...scoreTests(tests), tests, cspPolicy };
}
