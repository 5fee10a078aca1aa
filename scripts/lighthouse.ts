// Lighthouse CI over the production build, on a phone calibrated to this host (see
// lighthouse/calibrate.ts). @lhci/cli does the work: it starts the static host (scripts/serve.ts,
// the site's own host behaviour and headers), runs Lighthouse 3 times per URL with its mobile
// defaults and re-runs a run Lighthouse itself fails (NO_NAVSTART, a crashed Chrome), asserts the
// median of each figure over a URL's runs against lighthouserc.json and writes the reports to
// reports/lighthouse/. This script adds only the calibration (a warm-up run that measures the
// host's benchmark index) and a compact table of those same medians. A missed budget fails; it is
// never retried. Lighthouse drives Debian's chromium-headless-shell (see findHeadlessShell).
// Usage: npm run test:lighthouse (after a build)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import getPort from 'get-port';
import { markdownTable } from 'markdown-table';
import { auditedPaths } from '../src/app/pages';
import { findHeadlessShell } from './find-chromium';
import { median } from './lib/median';
import { cpuSlowdownFor } from './lighthouse/calibrate';

const root = resolve(import.meta.dirname, '..');
const reportDir = join(root, 'reports/lighthouse');
const chromePath = findHeadlessShell();
const paths = auditedPaths;

type Lhr = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  environment: { benchmarkIndex: number; hostUserAgent: string };
};
type ManifestEntry = { url: string; jsonPath: string };

const readJson = async <T>(file: string) => JSON.parse(await readFile(file, 'utf8')) as T;

function lhci(args: string[]): Promise<number> {
  return new Promise((done, reject) => {
    const child = spawn(join(root, 'node_modules/.bin/lhci'), args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => done(code ?? 1));
  });
}

async function collect(port: number, urls: string[], runs: number, extra: string[] = []) {
  const code = await lhci([
    'collect',
    `--startServerCommand=node --import tsx scripts/serve.ts --port ${port} --dir dist`,
    '--startServerReadyPattern=Serving',
    `--numberOfRuns=${runs}`,
    ...urls.map((url) => `--url=${url}`),
    ...extra,
  ]);
  if (code !== 0) throw new Error(`lhci collect failed (${code}) after its own retries.`);
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const timings = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'];

/** One URL's row: each figure's median over its runs, as the assertions take it. */
function medianRow(url: string, runs: Lhr[]): string[] {
  const of = (value: (lhr: Lhr) => number | null | undefined) =>
    median(runs.map(value).filter((found): found is number => typeof found === 'number'));
  const score = (id: string) => of((lhr) => lhr.categories[id]?.score);
  const audit = (id: string) => of((lhr) => lhr.audits[id]?.numericValue);
  return [
    new URL(url).pathname,
    ...categories
      .map(score)
      .map((value) => (Number.isNaN(value) ? '–' : String(Math.round(value * 100)))),
    ...timings.map((id) => `${Math.round(audit(id))} ms`),
    audit('cumulative-layout-shift').toFixed(3),
    `${Math.round(audit('total-byte-weight') / 1024)} KB`,
  ];
}

function printTable(runsPerUrl: Map<string, Lhr[]>, benchmarkIndex: number, slowdown: number) {
  const [firstRun] = [...runsPerUrl.values()].flat();
  const browser = firstRun?.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0];
  const header = ['URL', 'perf', 'a11y', 'bp', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes'];
  console.log(
    `\nLighthouse mobile, median of each figure over 3 runs per URL, ` +
      `${new Date().toISOString().slice(0, 16)} UTC` +
      `\nbenchmark index ${Math.round(benchmarkIndex)}, CPU slowdown ${slowdown}x` +
      ` (4 x ${Math.round(benchmarkIndex)} / 1750), ${browser ?? 'unknown browser'}\n`,
  );
  console.log(
    markdownTable([header, ...[...runsPerUrl].map(([url, runs]) => medianRow(url, runs))], {
      align: header.map((_, i) => (i === 0 ? '' : 'r')),
    }),
  );
}

async function main() {
  if (!existsSync(join(root, 'dist/index.html'))) {
    throw new Error('No build in dist/: run `npm run build` first.');
  }
  const port = await getPort({ host: '127.0.0.1' });
  const urls = paths.map((path) => `http://127.0.0.1:${port}${path}`);

  // Warm-up: one run on the first URL measures the host (and warms the disk cache).
  await collect(port, urls.slice(0, 1), 1);
  const collected = join(root, '.lighthouseci');
  const [warmUpFile] = (await readdir(collected)).filter((file) => /^lhr-.*\.json$/.test(file));
  const warmUp = warmUpFile ? await readJson<Lhr>(join(collected, warmUpFile)) : undefined;
  const benchmarkIndex = warmUp?.environment.benchmarkIndex ?? Number.NaN;
  const slowdown = cpuSlowdownFor(benchmarkIndex);
  console.log(`\nBenchmark index ${Math.round(benchmarkIndex)}: CPU slowdown ${slowdown}x.\n`);

  await collect(port, urls, 3, [`--settings.throttling.cpuSlowdownMultiplier=${slowdown}`]);
  const assertCode = await lhci(['assert']);
  await rm(reportDir, { recursive: true, force: true });
  if ((await lhci(['upload', `--outputDir=${reportDir}`])) !== 0) {
    throw new Error('lhci upload (filesystem) failed.');
  }
  const manifest = await readJson<ManifestEntry[]>(join(reportDir, 'manifest.json'));
  const runsPerUrl = new Map<string, Lhr[]>();
  for (const url of urls) {
    const runs = manifest.filter((entry) => entry.url === url);
    runsPerUrl.set(url, await Promise.all(runs.map((entry) => readJson<Lhr>(entry.jsonPath))));
  }
  printTable(runsPerUrl, benchmarkIndex, slowdown);
  console.log(`\nReports: ${reportDir}`);
  if (assertCode !== 0) {
    console.error('\nLighthouse budgets missed: see the assertions above and the reports.');
    process.exit(assertCode);
  }
  console.log('\nLighthouse budgets passed.');
}

await main();
