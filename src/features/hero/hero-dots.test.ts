import { describe, expect, it } from 'vitest';
import { createHeroDots, heroDots, heroDotsCss, seededRandom } from './hero-dots';

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
      expect(dot.top).toBeGreaterThanOrEqual(0);
      expect(dot.top).toBeLessThanOrEqual(100);
    }
  });

  it('is the same on every run (server render and hydration agree)', () => {
    expect(createHeroDots()).toEqual(heroDots);
    expect(createHeroDots(40, 7)).not.toEqual(heroDots);
  });

  it('spreads the dots instead of stacking them', () => {
    const positions = new Set(heroDots.map((dot) => `${dot.left}:${dot.top}`));
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
    expect(css.match(/nth-child/g)).toHaveLength(40);
    await expect(css).toMatchFileSnapshot('./hero-dots.generated.css');
  });
});
