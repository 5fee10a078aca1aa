import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, offPhoneReason } from './phone';

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

describe('offPhoneReason', () => {
  it('accepts a run within 25 % of the calibration, either way', () => {
    expect(offPhoneReason(3619, 3619)).toBeUndefined();
    expect(offPhoneReason(2715, 3619)).toBeUndefined();
    expect(offPhoneReason(4523, 3619)).toBeUndefined();
  });

  it('says how far off a run measured another phone', () => {
    expect(offPhoneReason(2000, 3619)).toBe("index 2000, 45 % below the calibration's 3619");
    expect(offPhoneReason(4600, 3600)).toBe("index 4600, 28 % above the calibration's 3600");
  });
});
