import { describe, expect, it } from 'vitest';
import {
  isSlowMemoryHost,
  type LighthouseConfig,
  minPerformanceScore,
  performanceWithoutBlockingTime,
  withoutBlockingTime,
} from './slow-memory-host';

describe('isSlowMemoryHost', () => {
  it('takes the hosts on record where every page failed for slow ones', () => {
    expect(isSlowMemoryHost([11.4, 12.5, 11.0, 11.2])).toBe(true);
    expect(isSlowMemoryHost([13.1, 22.0, 17.5])).toBe(true);
  });

  it('takes the host where the step passed for an ordinary one, and one fast reading decides', () => {
    expect(isSlowMemoryHost([6.5, 6.6, 6.4])).toBe(false);
    expect(isSlowMemoryHost([17, 12, 6.5, 11])).toBe(false);
    expect(isSlowMemoryHost([0.2, 0.3])).toBe(false);
  });

  it('judges everything when nothing was read', () => {
    expect(isSlowMemoryHost([])).toBe(false);
  });
});

const budgets = {
  'categories:performance': ['error', { minScore: 0.95, aggregationMethod: 'median' }],
  'categories:accessibility': ['error', { minScore: 1, aggregationMethod: 'median' }],
  'total-blocking-time': ['error', { maxNumericValue: 200, aggregationMethod: 'median' }],
  'largest-contentful-paint': ['error', { maxNumericValue: 2000, aggregationMethod: 'median' }],
};
const config: LighthouseConfig = {
  ci: {
    assert: {
      assertMatrix: [
        { matchingUrlPattern: '^http://127\\.0\\.0\\.1:\\d+/(about)?$', assertions: budgets },
        {
          matchingUrlPattern: '^http://127\\.0\\.0\\.1:\\d+/$',
          assertions: { 'total-byte-weight': ['error', { maxNumericValue: 614400 }] },
        },
      ],
    },
  },
};

describe('withoutBlockingTime', () => {
  it('leaves out the blocking time and the score that weighs it, and keeps every other budget', () => {
    const [pages, home] = withoutBlockingTime(config).ci.assert.assertMatrix;
    expect(Object.keys(pages?.assertions ?? {})).toEqual([
      'categories:accessibility',
      'largest-contentful-paint',
    ]);
    expect(pages?.matchingUrlPattern).toBe(config.ci.assert.assertMatrix[0]?.matchingUrlPattern);
    expect(home).toEqual(config.ci.assert.assertMatrix[1]);
  });

  it('does not change the configuration it was given', () => {
    withoutBlockingTime(config);
    expect(Object.keys(config.ci.assert.assertMatrix[0]?.assertions ?? {})).toHaveLength(4);
  });
});

describe('minPerformanceScore', () => {
  it("finds the score of the URL's entry", () => {
    expect(minPerformanceScore(config, 'http://127.0.0.1:4173/about')).toBe(0.95);
    expect(minPerformanceScore(config, 'http://127.0.0.1:4173/')).toBe(0.95);
  });

  it('has none for a URL no entry scores', () => {
    expect(minPerformanceScore(config, 'http://127.0.0.1:4173/project/1')).toBeUndefined();
  });
});

describe('performanceWithoutBlockingTime', () => {
  const auditRefs = [
    { id: 'first-contentful-paint', weight: 10 },
    { id: 'largest-contentful-paint', weight: 25 },
    { id: 'total-blocking-time', weight: 30 },
    { id: 'cumulative-layout-shift', weight: 25 },
    { id: 'speed-index', weight: 10 },
    { id: 'interactive', weight: 0 },
  ];
  const run = (scores: Record<string, number | null>) => ({
    categories: { performance: { auditRefs } },
    audits: Object.fromEntries(Object.entries(scores).map(([id, score]) => [id, { score }])),
  });

  it('weighs the other metrics as Lighthouse does, in proportion', () => {
    const score = performanceWithoutBlockingTime(
      run({
        'first-contentful-paint': 1,
        'largest-contentful-paint': 0.8,
        'total-blocking-time': 0,
        'cumulative-layout-shift': 1,
        'speed-index': 0.5,
        interactive: 0,
      }),
    );
    expect(score).toBeCloseTo((10 + 25 * 0.8 + 25 + 10 * 0.5) / 70);
  });

  it('counts a metric without a score as 0: a missing figure never raises the score', () => {
    const score = performanceWithoutBlockingTime(
      run({ 'first-contentful-paint': 1, 'largest-contentful-paint': null }),
    );
    expect(score).toBeCloseTo(10 / 70);
  });

  it('has no score without a performance category', () => {
    expect(performanceWithoutBlockingTime({ categories: {}, audits: {} })).toBeNaN();
  });
});
