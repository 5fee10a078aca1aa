// The Lighthouse step of `npm test`: @lhci/cli runs Lighthouse 5 times per URL (mobile defaults),
// asserts each figure's median against lighthouserc.json and writes reports/lighthouse/. This
// script serves the build, calibrates the phone to the host before each run (lighthouse/phone.ts),
// measures again a run that measured another phone, and prints the medians and every run's
// blocking time. On a host whose memory is slow to touch, the blocking time is printed, not judged
// (lighthouse/slow-memory-host.ts). A missed budget fails; it is never retried.
// Usage: npm run test:lighthouse
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { markdownTable } from 'markdown-table';
import { auditedPaths } from '../src/app/pages';
import { findHeadlessShell } from './find-chromium';
import { median } from './lib/median';
import {
  cpuSlowdownFor,
  hostIndex,
  maxRepeats,
  offPhoneReason,
  type Phone,
  referencePhone,
} from './lighthouse/phone';
import {
  firstTouchMicros,
  isSlowMemoryHost,
  type LighthouseConfig,
  minPerformanceScore,
  performanceWithoutBlockingTime,
  slowFirstTouchMicros,
  withoutBlockingTime,
} from './lighthouse/slow-memory-host';
import { startSiteServer } from './serve';

const root = resolve(import.meta.dirname, '..');
const collected = join(root, '.lighthouseci');
const reportDir = join(root, 'reports/lighthouse');
const runsPerUrl = 5;
const chromePath = findHeadlessShell('LIGHTHOUSE_CHROME_PATH');

type Lhr = {
  requestedUrl: string;
  fetchTime: string;
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; score?: number | null }>;
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

/** The report files collected so far (names only: a report is close to 1 MB of JSON). */
const reportFiles = async () =>
  (await readdir(collected)).filter((file) => /^lhr-.*\.json$/.test(file));

const readRun = async (file: string): Promise<Run> => ({
  file,
  lhr: JSON.parse(await readFile(join(collected, file), 'utf8')) as Lhr,
});

/** The runs collected so far, oldest first. */
async function collectedRuns(): Promise<Run[]> {
  const runs = await Promise.all((await reportFiles()).map(readRun));
  return runs.sort((a, b) => a.lhr.fetchTime.localeCompare(b.lhr.fetchTime));
}

/** The phone a run simulated: the index it measured and the slowdown it applied. */
const phoneOf = ({ lhr }: Run): Phone => ({
  index: lhr.environment.benchmarkIndex,
  slowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
});

/** The host's first-touch cost in µs, read before the warm-ups, before each round and at the end. */
const touchReadings: number[] = [];
const readFirstTouch = () => touchReadings.push(Math.round(firstTouchMicros() * 10) / 10);

/** Every index read so far, of warm-ups and set-aside runs too: the host's recent speed. */
const readings: number[] = [];
const currentSlowdown = () => cpuSlowdownFor(hostIndex(readings));

/** Runs Lighthouse once on a URL, at the slowdown calibrated on the host's recent speed. */
async function measureOnce(url: string): Promise<Run> {
  const before = new Set(await reportFiles());
  await collect([url], 1, [slowdownFlag(currentSlowdown()), '--additive']);
  const file = (await reportFiles()).find((name) => !before.has(name));
  if (!file) throw new Error(`lhci collect wrote no report for ${url}.`);
  const run = await readRun(file);
  readings.push(run.lhr.environment.benchmarkIndex);
  return run;
}

/** Measures again, up to twice, each run that simulated another phone than the calibrated one; the
 * repeats are marked with the reason their first measurement was set aside. */
async function measureOffPhoneRunsAgain() {
  const reasons = new Map<string, string[]>(); // file of the run now kept -> why it replaced others
  for (let round = 0; round < maxRepeats; round++) {
    const off = (await collectedRuns()).flatMap((run) => {
      const why = offPhoneReason(phoneOf(run));
      return why ? [{ run, why }] : [];
    });
    if (off.length === 0) break;
    for (const { run, why } of off) {
      console.log(`\nMeasuring ${run.lhr.requestedUrl} again at ${currentSlowdown()}x: ${why}.`);
      await rm(join(collected, run.file));
      const repeat = await measureOnce(run.lhr.requestedUrl);
      reasons.set(repeat.file, [...(reasons.get(run.file) ?? []), why]);
    }
  }
  const runs = await collectedRuns();
  return runs.map((run) => ({ ...run, repeatOf: reasons.get(run.file)?.join('; then ') }));
}

/** One URL's row: each figure's median over its runs, as the assertions take it, and every run's
 * blocking time, index and slowdown. */
function urlRow(path: string, runs: Run[]): string[] {
  const of = (value: (lhr: Lhr) => number | null | undefined) =>
    median(runs.map(({ lhr }) => value(lhr)).filter((found) => typeof found === 'number'));
  const audit = (id: string) => of((lhr) => lhr.audits[id]?.numericValue);
  const score = (id: string) => Math.round(of((lhr) => lhr.categories[id]?.score) * 100);
  const tbt = ({ lhr, repeatOf }: Run) =>
    `${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN)}${repeatOf ? '*' : ''}`;
  const phone = (run: Run) => {
    const { index, slowdown } = phoneOf(run);
    return `${Math.round(index)} at ${slowdown}x`;
  };
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
    runs.map(phone).join(', '),
  ];
}

/** The budgets: every one, or on a slow-memory host all but the blocking time, the performance
 * score then judged here without the blocking time's share. */
async function assertBudgets(runs: Run[], slowMemory: boolean): Promise<number> {
  if (!slowMemory) return lhci(['assert']);
  const configText = await readFile(join(root, 'lighthouserc.json'), 'utf8');
  const config = JSON.parse(configText) as LighthouseConfig;
  const dir = await mkdtemp(join(tmpdir(), 'lighthouserc-'));
  const file = join(dir, 'lighthouserc.json');
  await writeFile(file, JSON.stringify(withoutBlockingTime(config)));
  const code = await lhci(['assert', `--config=${file}`]).finally(() =>
    rm(dir, { recursive: true, force: true }),
  );
  let missed = 0;
  console.log('\nPerformance without the blocking time, median of each URL:');
  for (const url of new Set(runs.map(({ lhr }) => lhr.requestedUrl))) {
    const minScore = minPerformanceScore(config, url);
    if (minScore === undefined) continue;
    const reports = runs.filter(({ lhr }) => lhr.requestedUrl === url).map(({ lhr }) => lhr);
    const score = median(reports.map(performanceWithoutBlockingTime));
    const holds = score >= minScore;
    if (!holds) missed++;
    console.log(`  ${holds ? '✔' : '✘'} ${url}: ${score.toFixed(2)}, at least ${minScore}`);
  }
  if (code !== 0) return code;
  return missed > 0 ? 1 : 0;
}

function printHost(slowMemory: boolean) {
  console.log(
    `\nFirst touch of a memory page ${Math.min(...touchReadings)}-${Math.max(...touchReadings)} µs ` +
      `(${touchReadings.length} readings, the line ${slowFirstTouchMicros} µs)` +
      (slowMemory
        ? ": a host whose own memory work makes the blocking time its own, not the phone's " +
          '(lighthouse/slow-memory-host.ts). The blocking time is printed, not judged; the ' +
          'performance score is judged without its share.'
        : '.'),
  );
}

function printTable(runs: Run[]) {
  const browser = runs[0]?.lhr.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0];
  const slowdowns = runs.map((run) => phoneOf(run).slowdown);
  const header = ['URL', 'perf', 'a11y', 'bp', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes'];
  const rows = auditedPaths.map((path) =>
    urlRow(
      path,
      runs.filter((run) => pathOf(run) === path),
    ),
  );
  console.log(
    `\nLighthouse mobile, median of each figure over ${runsPerUrl} runs per URL, ` +
      `${new Date().toISOString().slice(0, 16)} UTC, ${browser ?? 'unknown browser'}\n` +
      `CPU slowdown ${Math.min(...slowdowns)}-${Math.max(...slowdowns)}x, before each run ` +
      `${referencePhone.slowdown} x index / ${referencePhone.index} on the highest index of the ` +
      `three runs before it\n`,
  );
  const table = [[...header, 'TBT of each run (ms)', 'index and slowdown of each run'], ...rows];
  console.log(markdownTable(table, { align: header.map((_, i) => (i === 0 ? '' : 'r')) }));
  const repeated = runs.filter(({ repeatOf }) => repeatOf);
  console.log(
    repeated.length === 0
      ? '\nNo run measured another phone: none was repeated.'
      : `\n* measured again, the earlier run having measured another phone:\n` +
          repeated.map((run) => `- ${pathOf(run)}: ${run.repeatOf}`).join('\n'),
  );
}

async function measure(urls: string[]): Promise<number> {
  // Warm-up: three runs on the first URL measure the host and warm the disk cache; only their
  // indexes are kept.
  readFirstTouch();
  await collect(urls.slice(0, 1), 3);
  for (const { file, lhr } of await collectedRuns()) {
    readings.push(lhr.environment.benchmarkIndex);
    await rm(join(collected, file));
  }
  const index = Math.round(hostIndex(readings));
  console.log(`\nWarm-ups' highest index ${index}: CPU slowdown ${currentSlowdown()}x to start.\n`);
  // Run n of every page, then run n + 1: a slower or faster stretch of the host falls on every page.
  for (let run = 0; run < runsPerUrl; run++) {
    readFirstTouch();
    for (const url of urls) await measureOnce(url);
  }
  const runs = await measureOffPhoneRunsAgain();
  readFirstTouch();
  const slowMemory = isSlowMemoryHost(touchReadings);
  const assertCode = await assertBudgets(runs, slowMemory);
  await rm(reportDir, { recursive: true, force: true });
  if ((await lhci(['upload', `--outputDir=${reportDir}`])) !== 0) {
    throw new Error('lhci upload (filesystem) failed.');
  }
  printTable(runs);
  printHost(slowMemory);
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
