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

/** A host's speed as one run measured it, and the slowdown the run applied to it. */
export type Phone = { index: number; slowdown: number };

/** A run whose phone is this much faster or slower than the calibrated one (other work took the
 * CPU, or the host sped up) measured another phone: the step measures it again, at most
 * `maxRepeats` times. */
export const phoneTolerance = 0.25;
export const maxRepeats = 2;

/** How much faster (> 0) or slower (< 0) a run's phone was than the calibrated one. */
export function phoneDrift(run: Phone, calibrated: Phone): number {
  return run.index / run.slowdown / (calibrated.index / calibrated.slowdown) - 1;
}

const described = ({ index, slowdown }: Phone) => `index ${Math.round(index)} at ${slowdown}x`;

/** Why a run measured another phone, or undefined when it measured the calibrated one. */
export function offPhoneReason(run: Phone, calibrated: Phone): string | undefined {
  const drift = phoneDrift(run, calibrated);
  if (Math.abs(drift) <= phoneTolerance) return undefined;
  return `${described(run)}, ${Math.round(Math.abs(drift) * 100)} % ${
    drift < 0 ? 'slower' : 'faster'
  } than the calibration's ${described(calibrated)}`;
}

/** The slowdown for the repeats still to come, when a repeat missed the calibrated phone the same
 * way as the run it replaced: then the host itself changed speed (it stayed busy, or sped up for
 * minutes), and repeating at the old slowdown would only miss again. The slowdown moves only as
 * far as both readings agree, to the one nearer the speed it assumed. Undefined otherwise: one
 * busy moment is no reason to change the phone. */
export function slowdownAfterRepeat(
  replaced: Phone,
  repeat: Phone,
  calibrated: Phone,
): number | undefined {
  const before = phoneDrift(replaced, calibrated);
  const after = phoneDrift(repeat, calibrated);
  const off = (drift: number) => Math.abs(drift) > phoneTolerance;
  if (!off(before) || !off(after) || Math.sign(before) !== Math.sign(after)) return undefined;
  const assumed = (repeat.slowdown * calibrated.index) / calibrated.slowdown;
  const distance = (index: number) => Math.abs(index - assumed);
  return cpuSlowdownFor(
    distance(replaced.index) <= distance(repeat.index) ? replaced.index : repeat.index,
  );
}
