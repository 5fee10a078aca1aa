// Lighthouse measures the host's benchmark index at the start of every run. A run whose index is
// far from the calibration's (another process took the CPU, or the host sped up) was measured on
// another phone than the calibrated one: the step measures it again, at most twice.

/** How far a run's benchmark index may be from the calibration's: 25 %. */
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
