import { describe, expect, it } from 'vitest';
import { median } from './median';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order, without sorting the input', () => {
    const values = [172, 130, 162.5];
    expect(median(values)).toBe(162.5);
    expect(values).toEqual([172, 130, 162.5]);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is NaN for no values', () => {
    expect(median([])).toBeNaN();
  });
});
