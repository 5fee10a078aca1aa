import { pageSettled } from '@/lib/page-settled';
import { heroDots, type HeroDot } from './hero-dots';

/** Set on a dot whose float has begun; the hero's stylesheet gives it the animation. */
export const floatingAttribute = 'data-floating';

/**
 * Starts each dot's float once the page has settled, after the dot's own delay. A moving dot is a
 * compositor layer of its own: started together (or merely paused), 40 new layers land in one
 * frame, the page's costliest before its first paint. One at a time, each is a small change.
 * Returns a cancel function for the component's cleanup.
 */
export function floatDotsWhenSettled(
  dots: readonly Pick<HeroDot, 'delay'>[],
  elements: () => ArrayLike<Element>,
  settled: Promise<void> = pageSettled(),
): () => void {
  const timers: ReturnType<typeof setTimeout>[] = [];
  let cancelled = false;
  void settled.then(() => {
    if (cancelled) return;
    Array.from(elements()).forEach((element, index) => {
      const delaySeconds = dots[index]?.delay ?? 0;
      timers.push(
        setTimeout(() => element.setAttribute(floatingAttribute, ''), delaySeconds * 1000),
      );
    });
  });
  return () => {
    cancelled = true;
    timers.forEach(clearTimeout);
  };
}

/** The hero's own dots (their places are computed here, after the page, not in its first script). */
export const floatHeroDotsWhenSettled = (elements: () => ArrayLike<Element>) =>
  floatDotsWhenSettled(heroDots, elements);
