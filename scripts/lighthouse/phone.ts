// The phone the Lighthouse step simulates. Lighthouse's default 4x CPU slowdown turns a host with a
// benchmark index of about 1750 into a mid-tier phone; its docs ("Calibrating the CPU slowdown",
// docs/throttling.md) advise scaling it for other hosts. The machines here measure 1000-3800, and
// one machine's speed can change by a third within minutes, so the step calibrates before each run.

/** A host's speed as one run measured it, and the slowdown the run applied to it. */
export type Phone = { index: number; slowdown: number };

/** The mid-tier phone every run simulates: Lighthouse's default slowdown on the host it assumes. */
export const referencePhone: Phone = { index: 1750, slowdown: 4 };
const referenceSpeed = referencePhone.index / referencePhone.slowdown;

/** 4 x benchmarkIndex / 1750, clamped to 1-10 and rounded to two decimals. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`Lighthouse reported no usable benchmark index (${benchmarkIndex}).`);
  }
  return Math.round(Math.min(10, Math.max(1, benchmarkIndex / referenceSpeed)) * 100) / 100;
}

/** The host's speed now: the highest index of the last three runs. Other work only ever lowers a
 * run's index, so the highest recent one is the host's; a host that speeds up is followed from the
 * next run, and one that slows down for good within three. */
export function hostIndex(readings: number[]): number {
  return Math.max(...readings.slice(-3));
}

/** A run whose phone is this much faster or slower than the calibrated one (other work took the
 * CPU, or the host sped up) measured another phone: the step measures it again, at most
 * `maxRepeats` times. */
const phoneTolerance = 0.25;
export const maxRepeats = 2;

/** How much faster (> 0) or slower (< 0) a run's phone was than the reference phone (outside
 * 1-10x, that is under 438 or over 4375, no slowdown matches it). */
function phoneDrift({ index, slowdown }: Phone): number {
  return index / slowdown / referenceSpeed - 1;
}

/** Why a run measured another phone, or undefined when it measured the calibrated one. */
export function offPhoneReason(run: Phone): string | undefined {
  const drift = phoneDrift(run);
  if (Math.abs(drift) <= phoneTolerance) return undefined;
  return `index ${Math.round(run.index)} at ${run.slowdown}x, a phone ${Math.round(
    Math.abs(drift) * 100,
  )} % ${drift < 0 ? 'slower' : 'faster'} than the calibrated one`;
}
