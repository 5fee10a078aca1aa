// The Lighthouse step of `npm test`: @lhci/cli runs Lighthouse 5 times per URL (mobile defaults),
// asserts each figure's median against lighthouserc.json and writes reports/lighthouse/. This
// script serves the build, calibrates the phone to the host (lighthouse/phone.ts), measures again a
// run that measured another phone, and prints the medians and every run's blocking time. A missed
// budget fails; it is never retried. Usage: npm run test:lighthouse (after a build)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { markdownTable } from 'markdown-table';
import { auditedPaths } from '../src/app/pages';
import { findHeadlessShell } from './find-chromium';
import { median } from './lib/median';
import {
  cpuSlowdownFor,
  maxRepeats,
  offPhoneReason,
  type Phone,
  slowdownAfterRepeat,
} from './lighthouse/phone';
import { startSiteServer } from './serve';

const root = resolve(import.meta.dirname, '..');
const collected = join(root, '.lighthouseci');
const reportDir = join(root, 'reports/lighthouse');
const runsPerUrl = 5;
const chromePath = findHeadlessShell();

type Lhr = {
  requestedUrl: string;
  fetchTime: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  environment: { benchmarkIndex: number; hostUserAgent: string };
  configSettings: { throttling: { cpuSlowdownMultiplier: number } };
};
type Run = { file: string; lhr: Lhr; repeatOf?: string };
const pathOf = (run: Run) => new URL(run.lhr.requestedUrl).pathname;
const slowdownFlag = (slowdown: number) =>
  `--settings.throttling.cpuSlowdownMultiplier=${slowdown}`;

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
  const args = ['collect', `--numberOfRuns=${runs}`, ...urls.map((url) => `--url=${url}`)];
  const code = await lhci([...args, ...extra]);
  if (code !== 0) throw new Error(`lhci collect failed (${code}) after its own retries.`);
}

/** The runs collected so far, oldest first. */
async function collectedRuns(): Promise<Run[]> {
  const files = (await readdir(collected)).filter((file) => /^lhr-.*\.json$/.test(file));
  const read = async (file: string) => JSON.parse(await readFile(join(collected, file), 'utf8'));
  const runs = await Promise.all(
    files.map(async (file) => ({ file, lhr: (await read(file)) as Lhr })),
  );
  return runs.sort((a, b) => a.lhr.fetchTime.localeCompare(b.lhr.fetchTime));
}

/** The phone a run simulated: the index it measured and the slowdown it applied. */
const phoneOf = ({ lhr }: Run): Phone => ({
  index: lhr.environment.benchmarkIndex,
  slowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
});

/** Measures again, up to twice, each run that simulated another phone than the calibrated one; the
 * repeats are marked with the reason their first measurement was set aside. When a repeat misses
 * the same way as the run it replaced, the host changed speed, and the repeats after it run at a
 * slowdown calibrated on its new speed (phone.ts). */
async function measureOffPhoneRunsAgain(calibrated: Phone) {
  const reasons = new Map<string, string[]>(); // file of the run now kept -> why it replaced others
  let slowdown = calibrated.slowdown;
  for (let round = 0; round < maxRepeats; round++) {
    const off = (await collectedRuns()).flatMap((run) => {
      const why = offPhoneReason(phoneOf(run), calibrated);
      return why ? [{ run, why }] : [];
    });
    if (off.length === 0) break;
    for (const { run, why } of off) {
      console.log(`\nMeasuring ${run.lhr.requestedUrl} again at ${slowdown}x: ${why}.`);
      await rm(join(collected, run.file));
      const before = new Set((await collectedRuns()).map(({ file }) => file));
      await collect([run.lhr.requestedUrl], 1, [slowdownFlag(slowdown), '--additive']);
      const repeat = (await collectedRuns()).find(({ file }) => !before.has(file));
      if (!repeat) continue;
      reasons.set(repeat.file, [...(reasons.get(run.file) ?? []), why]);
      const recalibrated = slowdownAfterRepeat(phoneOf(run), phoneOf(repeat), calibrated);
      if (recalibrated !== undefined && recalibrated !== slowdown) {
        console.log(`\nThe host changed speed: the repeats from here run at ${recalibrated}x.`);
        slowdown = recalibrated;
      }
    }
  }
  const runs = await collectedRuns();
  return runs.map((run) => ({ ...run, repeatOf: reasons.get(run.file)?.join('; then ') }));
}

/** One URL's row: each figure's median over its runs, as the assertions take it, every TBT and
 * every index (with its slowdown when a repeat ran at another). */
function urlRow(path: string, runs: Run[], calibratedSlowdown: number): string[] {
  const of = (value: (lhr: Lhr) => number | null | undefined) =>
    median(runs.map(({ lhr }) => value(lhr)).filter((found) => typeof found === 'number'));
  const audit = (id: string) => of((lhr) => lhr.audits[id]?.numericValue);
  const score = (id: string) => Math.round(of((lhr) => lhr.categories[id]?.score) * 100);
  const tbt = ({ lhr, repeatOf }: Run) =>
    `${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN)}${repeatOf ? '*' : ''}`;
  return [
    path,
    ...['performance', 'accessibility', 'best-practices', 'seo'].map((id) =>
      Number.isNaN(score(id)) ? '–' : String(score(id)),
    ),
    ...['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'].map(
      (id) => `${Math.round(audit(id))} ms`,
    ),
    audit('cumulative-layout-shift').toFixed(3),
    `${Math.round(audit('total-byte-weight') / 1024)} KB`,
    runs.map(tbt).join(', '),
    runs
      .map((run) => {
        const { index, slowdown } = phoneOf(run);
        return `${Math.round(index)}${slowdown === calibratedSlowdown ? '' : ` at ${slowdown}x`}`;
      })
      .join(', '),
  ];
}

function printTable(runs: Run[], benchmarkIndex: number, slowdown: number) {
  const browser = runs[0]?.lhr.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0];
  const index = Math.round(benchmarkIndex);
  const header = ['URL', 'perf', 'a11y', 'bp', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes'];
  const rows = auditedPaths.map((path) =>
    urlRow(
      path,
      runs.filter((run) => pathOf(run) === path),
      slowdown,
    ),
  );
  console.log(
    `\nLighthouse mobile, median of each figure over ${runsPerUrl} runs per URL, ` +
      `${new Date().toISOString().slice(0, 16)} UTC\nbenchmark index ${index}, CPU slowdown ` +
      `${slowdown}x (4 x ${index} / 1750), ${browser ?? 'unknown browser'}\n`,
  );
  const table = [[...header, 'TBT of each run (ms)', 'index of each run'], ...rows];
  console.log(markdownTable(table, { align: header.map((_, i) => (i === 0 ? '' : 'r')) }));
  const repeated = runs.filter(({ repeatOf }) => repeatOf);
  console.log(
    repeated.length === 0
      ? '\nNo run measured another phone: none was repeated.'
      : `\n* measured again, the earlier run having measured another phone:\n` +
          repeated.map((run) => `- ${pathOf(run)}: ${run.repeatOf}`).join('\n'),
  );
  if (runs.some((run) => phoneOf(run).slowdown !== slowdown)) {
    console.log(
      `\nAn index "at" another slowdown: the host changed speed during the step, and that repeat ran` +
        ` at the slowdown calibrated on the host's new speed (the same phone).`,
    );
  }
}

async function measure(urls: string[]): Promise<number> {
  // Warm-up: three runs on the first URL measure the host and warm the disk cache. The highest
  // index is the host's: other work on the machine only ever lowers it, and a calibration measured
  // under load would take every later run for another phone.
  await collect(urls.slice(0, 1), 3);
  const warmUp = await collectedRuns();
  const benchmarkIndex = Math.max(...warmUp.map(({ lhr }) => lhr.environment.benchmarkIndex));
  const slowdown = cpuSlowdownFor(benchmarkIndex);
  console.log(`\nBenchmark index ${Math.round(benchmarkIndex)}: CPU slowdown ${slowdown}x.\n`);
  await collect(urls, runsPerUrl, [slowdownFlag(slowdown)]);
  const runs = await measureOffPhoneRunsAgain({ index: benchmarkIndex, slowdown });
  const assertCode = await lhci(['assert']);
  await rm(reportDir, { recursive: true, force: true });
  if ((await lhci(['upload', `--outputDir=${reportDir}`])) !== 0) {
    throw new Error('lhci upload (filesystem) failed.');
  }
  printTable(runs, benchmarkIndex, slowdown);
  console.log(`\nReports: ${reportDir}`);
  return assertCode;
}

if (!existsSync(join(root, 'dist/index.html'))) throw new Error('Run `npm run build` first.');
// One server for every run, its files compressed before the first (see serve.ts).
const server = await startSiteServer(join(root, 'dist'));
const assertCode = await measure(auditedPaths.map((path) => `${server.url}${path}`)).finally(
  server.stop,
);
if (assertCode !== 0) {
  console.error('\nLighthouse budgets missed: see the assertions above and the reports.');
  process.exit(assertCode);
}
console.log('\nLighthouse budgets passed.');
