// Hosts on which the blocking time Lighthouse measures is the host's, not the page's. On some of
// these shared machines (a PVM guest, whose page tables the host keeps in shadow so that each first
// touch of a memory page traps to it; a Firecracker guest) a first touch costs 11-22 µs instead of
// a fraction of a microsecond, system calls and pipe round trips several times more too. The
// benchmark index, a JavaScript loop over a few warm pages, does not see it, but a new renderer
// process, its commit, parse and layout do: there the step measured every page at 380-740 ms of
// blocking time with builds that measured 40-190 ms on other hosts, and a page of one heading and
// one paragraph blocked for up to 112 ms (docs/performance.md, "A host where the browser's own work
// is slow"). On such a host the step prints the blocking time but does not judge it; it judges
// everything else, the performance score without the blocking time's share.

/** The line between the hosts on record: 6.5 µs where the step passed (2026-11-28), 11-22 µs on
 * the two where it failed on every page with every build (2026-11-27, 2026-11-30). */
export const slowFirstTouchMicros = 10;

/** Microseconds for the first write to each page of 100 MB of fresh memory: the host's page-fault
 * cost, which the benchmark index does not measure. About 0.3 s on the slowest host on record. */
export function firstTouchMicros(): number {
  const pageSize = 4096;
  const pages = 25_600;
  const memory = new Uint8Array(new SharedArrayBuffer(pages * pageSize));
  const start = process.hrtime.bigint();
  for (let page = 0; page < pages; page++) memory[page * pageSize] = 1;
  return Number(process.hrtime.bigint() - start) / 1000 / pages;
}

/** Whether the host's first touch is slow for the whole step: every reading of the step, taken
 * before and after its runs, so that one slow moment (a machine's first minute) does not count. */
export const isSlowMemoryHost = (readings: number[]) =>
  readings.length > 0 && Math.min(...readings) >= slowFirstTouchMicros;

type Assertions = Record<string, unknown>;
export type LighthouseConfig = {
  ci: { assert: { assertMatrix: { matchingUrlPattern: string; assertions: Assertions }[] } };
};
const blockingTime = 'total-blocking-time';
const performanceScore = 'categories:performance';

/** The assertions with the blocking time and the performance score left out: the step judges the
 * score itself, without the blocking time's share (`performanceWithoutBlockingTime`). */
export function withoutBlockingTime(config: LighthouseConfig): LighthouseConfig {
  const assertMatrix = config.ci.assert.assertMatrix.map((entry) => ({
    ...entry,
    assertions: Object.fromEntries(
      Object.entries(entry.assertions).filter(
        ([id]) => id !== blockingTime && id !== performanceScore,
      ),
    ),
  }));
  return { ...config, ci: { ...config.ci, assert: { ...config.ci.assert, assertMatrix } } };
}

/** The lowest performance score the configuration allows for a URL, if it sets one. */
export function minPerformanceScore(config: LighthouseConfig, url: string): number | undefined {
  const scores = config.ci.assert.assertMatrix.flatMap(({ matchingUrlPattern, assertions }) => {
    const assertion = assertions[performanceScore] as [string, { minScore?: number }] | undefined;
    const minScore = assertion?.[1].minScore;
    return new RegExp(matchingUrlPattern).test(url) && minScore !== undefined ? [minScore] : [];
  });
  return scores.length > 0 ? Math.max(...scores) : undefined;
}

type ScoredRun = {
  categories: { performance?: { auditRefs: { id: string; weight: number }[] } };
  audits: Record<string, { score?: number | null }>;
};

/** The performance score as Lighthouse weighs it, with the blocking time's weight left out and
 * the other metrics' weights taken in proportion. */
export function performanceWithoutBlockingTime({ categories, audits }: ScoredRun): number {
  const weighed = (categories.performance?.auditRefs ?? []).filter(
    ({ id, weight }) => id !== blockingTime && weight > 0,
  );
  const total = weighed.reduce((sum, { weight }) => sum + weight, 0);
  const scored = weighed.reduce(
    (sum, { id, weight }) => sum + weight * (audits[id]?.score ?? 0),
    0,
  );
  return total > 0 ? scored / total : Number.NaN;
}
