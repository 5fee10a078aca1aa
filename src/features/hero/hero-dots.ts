import { heroDotCount, heroDotsClass } from './hero-dots-class';

/** Specification: 40 dots of 4 px, floating for 20–30 s each after a delay of 0–10 s. */
export { heroDotCount, heroDotsClass };
/** A dot's size in px (hero.module.css draws it): the bands keep room for it. */
export const heroDotSize = 4;
export const heroDotDuration = { min: 20, max: 30 } as const;
export const heroDotDelay = { min: 0, max: 10 } as const;

/**
 * Where a dot may float: never over the hero's text, buttons or work, at any width. The bands are
 * the free space the hero's own padding keeps above its first row and below its last (the space
 * between the header and the tagline, `--space-8`, and the bottom padding, `--space-9`), full
 * width; from 60rem the `side` dots move to the showcase's column, right of the copy, and sit in
 * the lower band below that width.
 */
export const heroDotBands = { above: 64, below: 96 } as const;
export type HeroDotBand = keyof typeof heroDotBands;

export type HeroDot = {
  band: HeroDotBand;
  /** Distance from the band's top, in px, and position across it, in % of its width. */
  top: number;
  left: number;
  /** From 60rem: a place in the showcase's column (both in %), for a dot that moves there. */
  side?: { top: number; left: number };
  /** Seconds. */
  duration: number;
  delay: number;
  /** How far the dot drifts, in px: sideways freely, up and down within its band. */
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

/** Largest vertical drift: a dot's whole path stays inside its band (margin included). */
export const heroDotDriftY = 12;
const bandMargin = 4;

export function createHeroDots(count = heroDotCount, seed = 2016): HeroDot[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    // Every third dot goes to the side from 60rem; the rest share the bands above and below.
    const toSide = index % 3 === 2;
    const band: HeroDotBand = !toSide && index % 3 === 0 ? 'above' : 'below';
    const lowest = heroDotBands[band] - heroDotSize - heroDotDriftY - bandMargin;
    const dot: HeroDot = {
      band,
      top: Math.round(between(random, heroDotDriftY + bandMargin, lowest)),
      left: round(between(random, 2, 98)),
      duration: round(between(random, heroDotDuration.min, heroDotDuration.max)),
      delay: round(between(random, heroDotDelay.min, heroDotDelay.max)),
      driftX: Math.round(between(random, -48, 48)),
      driftY: Math.round(between(random, -heroDotDriftY, heroDotDriftY)),
      opacity: round(between(random, 0.35, 0.9)),
    };
    if (toSide)
      dot.side = { top: round(between(random, 6, 94)), left: round(between(random, 12, 92)) };
    return dot;
  });
}

/** The hero's dots: computed once per module, identical in the prerender and after hydration. */
export const heroDots = createHeroDots();

/** Class of the dots' container; hero-dots.generated.css places each dot under it. */

/** The grid area of `.inner` each band is placed in (an absolutely positioned grid item). */
const bandArea: Record<HeroDotBand, string> = {
  above: 'grid-row: auto / 1;\n  grid-column: auto;',
  below: 'grid-row: -1 / auto;\n  grid-column: auto;',
};
const bandTop: Record<HeroDotBand, (top: number) => string> = {
  above: (top) => `calc(100% - ${heroDotBands.above}px + ${top}px)`,
  below: (top) => `${top}px`,
};

/**
 * The dots' places and durations as a static stylesheet (one nth-child rule per dot), so the
 * markup carries no inline styles and the strict Content-Security-Policy needs no exceptions.
 * Their delays are timers (float-dots.ts), counted from the moment the page has settled.
 * Its unit test keeps the file in step: `npx vitest run -u src/features/hero` rewrites it.
 */
export function heroDotsCss(dots: readonly HeroDot[] = heroDots): string {
  const selector = (index: number) => `.${heroDotsClass} > :nth-child(${index + 1})`;
  const rules = dots.map(
    (dot, index) =>
      `${selector(index)} {\n  ${bandArea[dot.band]}\n` +
      `  top: ${bandTop[dot.band](dot.top)};\n  left: ${dot.left}%;\n  opacity: ${dot.opacity};\n` +
      `  animation-duration: ${dot.duration}s;\n` +
      `  --drift-x: ${dot.driftX}px;\n  --drift-y: ${dot.driftY}px;\n}\n`,
  );
  const side = dots.flatMap((dot, index) =>
    dot.side
      ? [
          `  ${selector(index)} {\n    grid-row: 1 / 2;\n    grid-column: 2 / auto;\n` +
            `    top: ${dot.side.top}%;\n    left: ${dot.side.left}%;\n  }\n`,
        ]
      : [],
  );
  return (
    `/* Generated from hero-dots.ts by its unit test. Do not edit. */\n${rules.join('\n')}\n` +
    `@media (min-width: 60rem) {\n${side.join('\n')}}\n`
  );
}
