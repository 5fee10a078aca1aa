import { describe, expect, it } from 'vitest';
import {
  createHeroDots,
  heroDotBands,
  heroDotSize,
  heroDots,
  heroDotsCss,
  seededRandom,
} from './hero-dots';

describe('hero dots', () => {
  it('draws 40 dots with the specified timings, inside the hero', () => {
    expect(heroDots).toHaveLength(40);
    for (const dot of heroDots) {
      expect(dot.duration).toBeGreaterThanOrEqual(20);
      expect(dot.duration).toBeLessThanOrEqual(30);
      expect(dot.delay).toBeGreaterThanOrEqual(0);
      expect(dot.delay).toBeLessThanOrEqual(10);
      expect(dot.left).toBeGreaterThanOrEqual(0);
      expect(dot.left).toBeLessThanOrEqual(100);
    }
  });

  it("keeps every dot's whole float inside its band, clear of the text above and below it", () => {
    for (const dot of createHeroDots(400, 3)) {
      const path = [dot.top, dot.top + dot.driftY];
      expect(Math.min(...path)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...path) + heroDotSize).toBeLessThanOrEqual(heroDotBands[dot.band]);
    }
  });

  it('fills both bands, and sends some dots beside the copy on wide screens', () => {
    const count = (test: (dot: (typeof heroDots)[number]) => boolean) =>
      heroDots.filter(test).length;
    expect(count((dot) => dot.band === 'above')).toBeGreaterThan(10);
    expect(count((dot) => dot.band === 'below' && !dot.side)).toBeGreaterThan(10);
    expect(count((dot) => dot.side !== undefined)).toBeGreaterThan(10);
    for (const dot of heroDots.filter((dot) => dot.side)) {
      // Far enough into the showcase's column that a drift to the left stays off the copy.
      expect(dot.side?.left).toBeGreaterThanOrEqual(12);
      expect(Math.abs(dot.driftX)).toBeLessThanOrEqual(48);
    }
  });

  it('is the same on every run (server render and hydration agree)', () => {
    expect(createHeroDots()).toEqual(heroDots);
    expect(createHeroDots(40, 7)).not.toEqual(heroDots);
  });

  it('spreads the dots instead of stacking them', () => {
    const positions = new Set(heroDots.map((dot) => `${dot.band}:${dot.left}:${dot.top}`));
    expect(positions.size).toBe(40);
    const durations = heroDots.map((dot) => dot.duration);
    expect(Math.max(...durations) - Math.min(...durations)).toBeGreaterThan(5);
  });

  it('uses a seeded generator with values in [0, 1)', () => {
    const a = seededRandom(1);
    const b = seededRandom(1);
    const values = Array.from({ length: 100 }, () => a());
    expect(values).toEqual(Array.from({ length: 100 }, () => b()));
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('has its stylesheet generated from these very dots (`npx vitest run -u` rewrites it)', async () => {
    const css = heroDotsCss(heroDots);
    expect(css.match(/^\.hero-dots > :nth-child/gm)).toHaveLength(40);
    await expect(css).toMatchFileSnapshot('./hero-dots.generated.css');
  });
});
