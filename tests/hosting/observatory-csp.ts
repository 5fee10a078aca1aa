// The HTTP Observatory's Content-Security-Policy test and its scoring (expectation names and score
// modifiers as in @mdn/mdn-http-observatory 1.4.8, src/grader/charts.js): see observatory.ts.
import { header, type Reply as Response } from './http';

export type TestResult = { name: string; result: string; modifier: number; pass: boolean };

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

export function cspTest(response: Response): TestResult {
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
