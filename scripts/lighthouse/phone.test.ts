import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, hostIndex, offPhoneReason } from './phone';

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
    expect(() => cpuSlowdownFor(hostIndex([]))).toThrow(/benchmark index/);
  });
});

describe('hostIndex', () => {
  it('takes the highest of the last three readings: a busy moment does not count', () => {
    expect(hostIndex([2279, 2105, 2180])).toBe(2279);
    expect(hostIndex([2279, 1648, 2180])).toBe(2279);
  });

  it('follows a host that sped up at once, and one that slowed down within three runs', () => {
    expect(hostIndex([2279, 2105, 2180, 2809])).toBe(2809);
    expect(hostIndex([2809, 2786, 1700, 1650])).toBe(2786);
    expect(hostIndex([2809, 2786, 1700, 1650, 1690])).toBe(1700);
  });
});

describe('offPhoneReason', () => {
  it('accepts a run within 25 % of the calibrated phone, either way', () => {
    expect(offPhoneReason({ index: 3619, slowdown: 8.27 })).toBeUndefined();
    expect(offPhoneReason({ index: 2715, slowdown: 8.27 })).toBeUndefined();
    expect(offPhoneReason({ index: 4500, slowdown: 8.27 })).toBeUndefined();
  });

  it('says how far off a run measured another phone', () => {
    expect(offPhoneReason({ index: 2000, slowdown: 8.27 })).toBe(
      'index 2000 at 8.27x, a phone 45 % slower than the calibrated one',
    );
    expect(offPhoneReason({ index: 4600, slowdown: 8.23 })).toBe(
      'index 4600 at 8.23x, a phone 28 % faster than the calibrated one',
    );
  });

  it('judges a run by its phone, its index over its own slowdown', () => {
    expect(offPhoneReason({ index: 2800, slowdown: 6.4 })).toBeUndefined();
    expect(offPhoneReason({ index: 2800, slowdown: 4.85 })).toBe(
      'index 2800 at 4.85x, a phone 32 % faster than the calibrated one',
    );
  });
});
