import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from './calibrate';

describe('cpuSlowdownFor', () => {
  it('keeps the default 4x on the host it was chosen for', () => {
    expect(cpuSlowdownFor(1750)).toBe(4);
  });

  it('scales with the host: a slow host is slowed less, a fast one more', () => {
    expect(cpuSlowdownFor(1009)).toBe(2.31);
    expect(cpuSlowdownFor(3500)).toBe(8);
  });

  it('stays within 1-10', () => {
    expect(cpuSlowdownFor(200)).toBe(1);
    expect(cpuSlowdownFor(9000)).toBe(10);
  });

  it('refuses a missing or broken index', () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/benchmark index/);
    expect(() => cpuSlowdownFor(0)).toThrow(/benchmark index/);
  });
});
