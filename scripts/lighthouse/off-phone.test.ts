import { describe, expect, it } from 'vitest';
import { offPhoneReason } from './off-phone';

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
