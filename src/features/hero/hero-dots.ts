/** Specification: 40 dots of 4 px, floating for 20–30 s each after a delay of 0–10 s. */
export const heroDotCount = 40;
export const heroDotDuration = { min: 20, max: 30 } as const;
export const heroDotDelay = { min: 0, max: 10 } as const;

export type HeroDot = {
  /** Position in % of the hero's width and height. */
  left: number;
  top: number;
  /** Seconds. */
  duration: number;
  delay: number;
  /** How far the dot drifts, in px. */
  driftX: number;
  driftY: number;
  opacity: number;
};

/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same sequence on the
 * server and in the browser, so the prerendered dots and the hydrated ones match exactly.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));
const between = (random: () => number, min: number, max: number) => min + random() * (max - min);

export function createHeroDots(count = heroDotCount, seed = 2016): HeroDot[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => ({
    left: round(between(random, 2, 98)),
    top: round(between(random, 4, 96)),
    duration: round(between(random, heroDotDuration.min, heroDotDuration.max)),
    delay: round(between(random, heroDotDelay.min, heroDotDelay.max)),
    driftX: Math.round(between(random, -60, 60)),
    driftY: Math.round(between(random, -140, -40)),
    opacity: round(between(random, 0.35, 0.9)),
  }));
}

/** The hero's dots: computed once per module, identical in the prerender and after hydration. */
export const heroDots = createHeroDots();

/** Class of the dots' container; hero-dots.generated.css places each dot under it. */
export const heroDotsClass = 'hero-dots';

/**
 * The dots' positions and durations as a static stylesheet (one nth-child rule per dot), so the
 * markup carries no inline styles and the strict Content-Security-Policy needs no exceptions.
 * Their delays are timers (float-dots.ts), counted from the moment the page has settled.
 * Its unit test keeps the file in step: `npx vitest run -u src/features/hero` rewrites it.
 */
export function heroDotsCss(dots: readonly HeroDot[] = heroDots): string {
  const rules = dots.map(
    (dot, index) =>
      `.${heroDotsClass} > :nth-child(${index + 1}) {\n` +
      `  left: ${dot.left}%;\n  top: ${dot.top}%;\n  opacity: ${dot.opacity};\n` +
      `  animation-duration: ${dot.duration}s;\n` +
      `  --drift-x: ${dot.driftX}px;\n  --drift-y: ${dot.driftY}px;\n}\n`,
  );
  return `/* Generated from hero-dots.ts by its unit test. Do not edit. */\n${rules.join('\n')}`;
}
