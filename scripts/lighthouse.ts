// Lighthouse CI over the production build: serves dist/ like the static host (scripts/serve.ts) on
// 127.0.0.1, runs @lhci/cli (lighthouserc.json: 3 runs per URL, mobile emulation, simulated
// throttling, the system Chromium), asserts the budgets, writes the HTML reports to
// reports/lighthouse/ and prints one table of the median runs. Nothing is uploaded anywhere.
// With --without-scripts it measures a copy of the build whose pages never load the app (the
// control: what this machine gives the markup and styles alone; reports/lighthouse-without-scripts/).
// Usage: npm run test:lighthouse [-- --without-scripts] (after `npm run build`)
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumArgs, findChromium } from './find-chromium';
import { copyWithoutAppScripts } from './lighthouse-without-scripts';

const root = resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({ options: { 'without-scripts': { type: 'boolean' } } });
const withoutScripts = options['without-scripts'] === true;
const reportDir = join(
  root,
  withoutScripts ? 'reports/lighthouse-without-scripts' : 'reports/lighthouse',
);
const servedDir = withoutScripts ? join(reportDir, 'site') : join(root, 'dist');
const lhci = join(root, 'node_modules/.bin/lhci');

type LighthouseConfig = { ci: { collect: { url: string[]; settings: { chromeFlags: string } } } };
type ManifestEntry = {
  url: string;
  isRepresentativeRun: boolean;
  htmlPath: string;
  jsonPath: string;
};
type Lhr = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  environment: { benchmarkIndex: number };
};

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => resolveRun(code ?? 1));
  });
}

function startServer(port: string): Promise<ChildProcess> {
  return new Promise((resolveServer, reject) => {
    const server = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/serve.ts', '--port', port, '--dir', servedDir],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const timer = setTimeout(() => reject(new Error('The static server did not start.')), 15_000);
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Serving')) {
        clearTimeout(timer);
        resolveServer(server);
      }
    });
    server.on('exit', (code) => reject(new Error(`The static server exited (${code}).`)));
  });
}

/** Keeps the static server up for the whole run, restarting it if something else ends it. */
async function keepServing(port: string): Promise<{ stop: () => void }> {
  let stopped = false;
  let current = await startServer(port);
  const watch = (server: ChildProcess) => {
    server.on('exit', (code, signal) => {
      if (stopped) return;
      console.warn(`The static server stopped (${signal ?? code}); restarting it.`);
      void startServer(port).then((next) => {
        current = next;
        watch(next);
      });
    });
  };
  watch(current);
  return {
    stop: () => {
      stopped = true;
      current.kill();
    },
  };
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : String(Math.round(value * 100));
const ms = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)} ms`);

async function printTable() {
  const manifest = JSON.parse(
    await readFile(join(reportDir, 'manifest.json'), 'utf8'),
  ) as ManifestEntry[];
  const runs = await Promise.all(
    manifest.map(async (entry) => ({
      entry,
      lhr: JSON.parse(await readFile(entry.jsonPath, 'utf8')) as Lhr,
    })),
  );
  const header = ['URL', 'perf', 'a11y', 'bp', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes'];
  const rows = [header];
  const reports: string[] = [];
  for (const { entry, lhr } of runs.filter((run) => run.entry.isRepresentativeRun)) {
    const audit = (id: string) => lhr.audits[id]?.numericValue;
    rows.push([
      new URL(entry.url).pathname,
      score(lhr.categories.performance?.score),
      score(lhr.categories.accessibility?.score),
      score(lhr.categories['best-practices']?.score),
      score(lhr.categories.seo?.score),
      ms(audit('first-contentful-paint')),
      ms(audit('largest-contentful-paint')),
      ms(audit('total-blocking-time')),
      (audit('cumulative-layout-shift') ?? 0).toFixed(3),
      `${Math.round((audit('total-byte-weight') ?? 0) / 1024)} KB`,
    ]);
    reports.push(`  ${new URL(entry.url).pathname}: ${relative(root, entry.htmlPath)}`);
  }
  const widths = header.map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  const what = withoutScripts ? ", pages without the app's scripts" : '';
  console.log(`\nLighthouse, median of 3 runs per URL (mobile, simulated throttling${what}):\n`);
  console.log(line(rows[0] ?? []));
  console.log(
    `|${widths.map((width, column) => (column === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
  );
  for (const row of rows.slice(1)) console.log(line(row));
  // The timings are this machine's, slowed four-fold: how fast it was matters (see the README).
  const benchmarks = runs.map((run) => run.lhr.environment.benchmarkIndex);
  console.log(
    `\nBenchmark index of this machine over the runs: ${Math.round(Math.min(...benchmarks))}–` +
      `${Math.round(Math.max(...benchmarks))} (Lighthouse's default slowdown assumes 1500–2000).`,
  );
  console.log(`\nMedian-run reports:\n${reports.join('\n')}`);
}

async function main() {
  if (!existsSync(join(root, 'dist/index.html'))) {
    throw new Error('No build in dist/: run `npm run build` first.');
  }
  const config = JSON.parse(
    await readFile(join(root, 'lighthouserc.json'), 'utf8'),
  ) as LighthouseConfig;
  const flags = config.ci.collect.settings.chromeFlags.split(/\s+/);
  const missing = [...chromiumArgs, '--headless=new'].filter((flag) => !flags.includes(flag));
  if (missing.length) {
    throw new Error(
      `lighthouserc.json chromeFlags lack ${missing.join(' ')} (see find-chromium.ts).`,
    );
  }
  const port = new URL(config.ci.collect.url[0] ?? '').port;
  const chromePath = findChromium();
  const env = { ...process.env, CHROME_PATH: chromePath, CI: process.env.CI ?? 'true' };

  await rm(reportDir, { recursive: true, force: true });
  if (withoutScripts) await copyWithoutAppScripts(join(root, 'dist'), servedDir);
  const server = await keepServing(port);
  let assertCode = 1;
  try {
    const collectCode = await run(lhci, ['collect', `--chromePath=${chromePath}`], env);
    if (collectCode !== 0) throw new Error(`lhci collect failed (${collectCode}).`);
    assertCode = await run(lhci, ['assert'], env);
    const uploadCode = await run(lhci, ['upload', `--outputDir=${reportDir}`], env);
    if (uploadCode !== 0) throw new Error(`lhci upload (filesystem) failed (${uploadCode}).`);
    await printTable();
  } finally {
    server.stop();
  }
  if (assertCode !== 0) {
    console.error('\nLighthouse assertions failed: see the list above and the reports.');
    process.exit(assertCode);
  }
  console.log('\nLighthouse assertions passed.');
}

await main();
