// The phone the Lighthouse step simulates. Lighthouse's default 4x CPU slowdown turns a host with a
// benchmark index of about 1750 into a mid-tier phone; its docs ("Calibrating the CPU slowdown",
// docs/throttling.md) advise scaling it for other hosts. The machines here measure 1000-3800.

/** 4 x benchmarkIndex / 1750, clamped to 1-10 and rounded to two decimals. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`Lighthouse reported no usable benchmark index (${benchmarkIndex}).`);
  }
  return Math.round(Math.min(10, Math.max(1, (4 * benchmarkIndex) / 1750)) * 100) / 100;
}

/** A run whose own index is this far from the calibration's (other work took the CPU, or the
 * host sped up) measured another phone: the step measures it again, at most `maxRepeats` times. */
export const indexTolerance = 0.25;
export const maxRepeats = 2;

/** Why a run measured another phone, or undefined when it measured the calibrated one. */
export function offPhoneReason(runIndex: number, calibrationIndex: number): string | undefined {
  const drift = runIndex / calibrationIndex - 1;
  if (Math.abs(drift) <= indexTolerance) return undefined;
  return `index ${Math.round(runIndex)}, ${Math.round(Math.abs(drift) * 100)} % ${
    drift < 0 ? 'below' : 'above'
  } the calibration's ${Math.round(calibrationIndex)}`;
}
