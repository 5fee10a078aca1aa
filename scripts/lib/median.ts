/** The median, as Lighthouse CI's `aggregationMethod: 'median'` computes it: the middle value, or
 * the mean of the two middle values of an even count. NaN for no values. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor((sorted.length - 1) / 2);
  const [low = Number.NaN, high = Number.NaN] = sorted.slice(middle, middle + 2);
  return sorted.length % 2 === 1 ? low : (low + high) / 2;
}
