import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, offPhoneReason, slowdownAfterRepeat } from './phone';

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
  const calibrated = { index: 3619, slowdown: 8.27 };

  it('accepts a run within 25 % of the calibrated phone, either way', () => {
    expect(offPhoneReason(calibrated, calibrated)).toBeUndefined();
    expect(offPhoneReason({ index: 2715, slowdown: 8.27 }, calibrated)).toBeUndefined();
    expect(offPhoneReason({ index: 4523, slowdown: 8.27 }, calibrated)).toBeUndefined();
  });

  it('says how far off a run measured another phone', () => {
    expect(offPhoneReason({ index: 2000, slowdown: 8.27 }, calibrated)).toBe(
      "index 2000 at 8.27x, 45 % slower than the calibration's index 3619 at 8.27x",
    );
    expect(offPhoneReason({ index: 4600, slowdown: 8.23 }, { index: 3600, slowdown: 8.23 })).toBe(
      "index 4600 at 8.23x, 28 % faster than the calibration's index 3600 at 8.23x",
    );
  });

  it('judges a run by its phone, the host divided by its own slowdown', () => {
    expect(offPhoneReason({ index: 2800, slowdown: 6.4 }, { index: 2123, slowdown: 4.85 })).toBe(
      undefined,
    );
    expect(offPhoneReason({ index: 1900, slowdown: 6.4 }, { index: 2123, slowdown: 4.85 })).toBe(
      "index 1900 at 6.4x, 32 % slower than the calibration's index 2123 at 4.85x",
    );
  });
});

describe('slowdownAfterRepeat', () => {
  const calibrated = { index: 2123, slowdown: 4.85 };
  const atCalibration = (index: number) => ({ index, slowdown: 4.85 });

  it('calibrates again when a repeat missed the same way as the run it replaced', () => {
    expect(slowdownAfterRepeat(atCalibration(2892), atCalibration(2860), calibrated)).toBe(6.54);
    expect(slowdownAfterRepeat(atCalibration(1400), atCalibration(1500), calibrated)).toBe(3.43);
  });

  it('moves only as far as both readings agree, from the speed the slowdown assumed', () => {
    expect(slowdownAfterRepeat(atCalibration(2860), atCalibration(3400), calibrated)).toBe(6.54);
    // At 6.54x the step assumed a host of 2863: of 2900 and 3700, 2900 is the nearer.
    expect(
      slowdownAfterRepeat(atCalibration(2900), { index: 3700, slowdown: 6.54 }, calibrated),
    ).toBe(6.63);
  });

  it('keeps the slowdown after one busy moment or a swing the other way', () => {
    expect(
      slowdownAfterRepeat(atCalibration(1500), atCalibration(2100), calibrated),
    ).toBeUndefined();
    expect(
      slowdownAfterRepeat(atCalibration(1500), atCalibration(2900), calibrated),
    ).toBeUndefined();
    expect(
      slowdownAfterRepeat(atCalibration(2100), atCalibration(2900), calibrated),
    ).toBeUndefined();
  });
});
