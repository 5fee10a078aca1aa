// Lighthouse CI over the production build, on a phone calibrated to this host (see
// lighthouse/calibrate.ts), served by the static host (scripts/serve.ts, the site's own host
// behaviour and headers). @lhci/cli does the work: it runs Lighthouse 5 times per URL with its mobile
// defaults and re-runs a run Lighthouse itself fails (NO_NAVSTART, a crashed Chrome), asserts the
// median of each figure over a URL's runs against lighthouserc.json and writes the reports to
// reports/lighthouse/. This script adds the calibration (a warm-up run that measures the host's
// benchmark index), measures again a run whose own index shows it ran on another phone
// (lighthouse/off-phone.ts), and prints a table of the medians and of every run's blocking time.
// A missed budget fails; it is never retried. Lighthouse drives Debian's chromium-headless-shell.
// Usage: npm run test:lighthouse (after a build)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { markdownTable } from 'markdown-table';
import { auditedPaths } from '../src/app/pages';
import { findHeadlessShell } from './find-chromium';
import { median } from './lib/median';
import { cpuSlowdownFor } from './lighthouse/calibrate';
import { maxRepeats, offPhoneReason } from './lighthouse/off-phone';
import { startSiteServer } from './serve';

const root = resolve(import.meta.dirname, '..');
const collected = join(root, '.lighthouseci');
const reportDir = join(root, 'reports/lighthouse');
const chromePath = findHeadlessShell();
const paths = auditedPaths;
const runsPerUrl = 5;

type Lhr = {
  requestedUrl: string;
  fetchTime: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  environment: { benchmarkIndex: number; hostUserAgent: string };
};
type Run = { file: string; lhr: Lhr; repeatOf?: string };

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

async function collect(urls: string[], runs: number, extra: string[] = []) {
  const code = await lhci([
    'collect',
    `--numberOfRuns=${runs}`,
    ...urls.map((url) => `--url=${url}`),
    ...extra,
  ]);
  if (code !== 0) throw new Error(`lhci collect failed (${code}) after its own retries.`);
}

/** The runs collected so far, oldest first. */
async function collectedRuns(): Promise<Run[]> {
  const files = (await readdir(collected)).filter((file) => /^lhr-.*\.json$/.test(file));
  const runs = await Promise.all(
    files.map(async (file) => ({ file, lhr: await readJson<Lhr>(join(collected, file)) })),
  );
  return runs.sort((a, b) => a.lhr.fetchTime.localeCompare(b.lhr.fetchTime));
}

/**
 * Measures again each run whose benchmark index was off the calibration's, up to twice; returns
 * the runs in the end, the repeats marked with the reason their first measurement was set aside.
 */
async function measureOffPhoneRunsAgain(
  calibrationIndex: number,
  slowdownFlag: string,
): Promise<Run[]> {
  const reasons = new Map<string, string[]>(); // file of the run now kept -> why it replaced others
  for (let round = 0; round < maxRepeats; round++) {
    const runs = await collectedRuns();
    const off = runs.flatMap((run) => {
      const why = offPhoneReason(run.lhr.environment.benchmarkIndex, calibrationIndex);
      return why ? [{ run, why }] : [];
    });
    if (off.length === 0) break;
    for (const { run, why } of off) {
      console.log(`\nMeasuring ${run.lhr.requestedUrl} again: ${why}.`);
      await rm(join(collected, run.file));
      const before = new Set((await collectedRuns()).map(({ file }) => file));
      await collect([run.lhr.requestedUrl], 1, [slowdownFlag, '--additive']);
      const repeat = (await collectedRuns()).find(({ file }) => !before.has(file));
      if (repeat) reasons.set(repeat.file, [...(reasons.get(run.file) ?? []), why]);
    }
  }
  return (await collectedRuns()).map((run) => ({
    ...run,
    repeatOf: reasons.get(run.file)?.join('; then '),
  }));
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const timings = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'];

/** One URL's row: each figure's median over its runs, as the assertions take it, and every TBT. */
function urlRow(path: string, runs: Run[]): string[] {
  const of = (value: (lhr: Lhr) => number | null | undefined) =>
    median(runs.map(({ lhr }) => value(lhr)).filter((found) => typeof found === 'number'));
  const audit = (id: string) => of((lhr) => lhr.audits[id]?.numericValue);
  const score = (id: string) => of((lhr) => lhr.categories[id]?.score);
  const eachTbt = runs.map(
    ({ lhr, repeatOf }) =>
      `${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN)}` +
      (repeatOf ? '*' : ''),
  );
  return [
    path,
    ...categories
      .map(score)
      .map((value) => (Number.isNaN(value) ? '–' : String(Math.round(value * 100)))),
    ...timings.map((id) => `${Math.round(audit(id))} ms`),
    audit('cumulative-layout-shift').toFixed(3),
    `${Math.round(audit('total-byte-weight') / 1024)} KB`,
    eachTbt.join(', '),
    runs.map(({ lhr }) => Math.round(lhr.environment.benchmarkIndex)).join(', '),
  ];
}

function printTable(runs: Run[], benchmarkIndex: number, slowdown: number) {
  const browser = runs[0]?.lhr.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0];
  const header = ['URL', 'perf', 'a11y', 'bp', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes'];
  const rows = paths.map((path) =>
    urlRow(
      path,
      runs.filter(({ lhr }) => new URL(lhr.requestedUrl).pathname === path),
    ),
  );
  console.log(
    `\nLighthouse mobile, median of each figure over ${runsPerUrl} runs per URL, ` +
      `${new Date().toISOString().slice(0, 16)} UTC` +
      `\nbenchmark index ${Math.round(benchmarkIndex)}, CPU slowdown ${slowdown}x` +
      ` (4 x ${Math.round(benchmarkIndex)} / 1750), ${browser ?? 'unknown browser'}\n`,
  );
  console.log(
    markdownTable([[...header, 'TBT of each run (ms)', 'index of each run'], ...rows], {
      align: header.map((_, i) => (i === 0 ? '' : 'r')),
    }),
  );
  const repeated = runs.filter(({ repeatOf }) => repeatOf);
  console.log(
    repeated.length === 0
      ? '\nNo run measured another phone: none was repeated.'
      : `\n* measured again, the earlier run having measured another phone:\n` +
          repeated
            .map(({ lhr, repeatOf }) => `- ${new URL(lhr.requestedUrl).pathname}: ${repeatOf}`)
            .join('\n'),
  );
}

async function main() {
  if (!existsSync(join(root, 'dist/index.html'))) {
    throw new Error('No build in dist/: run `npm run build` first.');
  }
  // One server for every run, its files compressed before the first (see serve.ts).
  const server = await startSiteServer(join(root, 'dist'));
  const assertCode = await measure(paths.map((path) => `${server.url}${path}`)).finally(
    server.stop,
  );
  if (assertCode !== 0) {
    console.error('\nLighthouse budgets missed: see the assertions above and the reports.');
    process.exit(assertCode);
  }
  console.log('\nLighthouse budgets passed.');
}

async function measure(urls: string[]) {
  // Warm-up: three runs on the first URL measure the host and warm the disk cache. The highest of
  // their indexes is the host's: other work on the machine only ever lowers the index, and a
  // calibration measured under load would take every later run for another phone.
  await collect(urls.slice(0, 1), 3);
  const warmUp = await collectedRuns();
  const benchmarkIndex = Math.max(...warmUp.map(({ lhr }) => lhr.environment.benchmarkIndex));
  const slowdown = cpuSlowdownFor(benchmarkIndex);
  const slowdownFlag = `--settings.throttling.cpuSlowdownMultiplier=${slowdown}`;
  console.log(`\nBenchmark index ${Math.round(benchmarkIndex)}: CPU slowdown ${slowdown}x.\n`);

  await collect(urls, runsPerUrl, [slowdownFlag]);
  const runs = await measureOffPhoneRunsAgain(benchmarkIndex, slowdownFlag);
  const assertCode = await lhci(['assert']);
  await rm(reportDir, { recursive: true, force: true });
  if ((await lhci(['upload', `--outputDir=${reportDir}`])) !== 0) {
    throw new Error('lhci upload (filesystem) failed.');
  }
  printTable(runs, benchmarkIndex, slowdown);
  console.log(`\nReports: ${reportDir}`);
  return assertCode;
}

await main();
