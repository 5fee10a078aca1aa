import { useEffect, useRef, useState } from 'react';

/** Share of a card that must be on screen before it counts as visible (specification: 10 %). */
export const revealThreshold = 0.1;

export type RevealState = {
  /** At least 10 % of the element is in the viewport right now. */
  active: boolean;
  /**
   * The observer is running, so the element may take its hidden starting look. Until then (server
   * render, prerendered HTML, JavaScript not loaded or failed, no IntersectionObserver) it is
   * simply visible.
   */
  armed: boolean;
  /**
   * The element takes the look of the first report at once, without a transition: a card below
   * the fold hides unseen. Faded out together, those cards made one long task as the app started
   * on a phone (a transition and a compositor layer each). The next change fades as usual.
   */
  instant: boolean;
};

/**
 * Reports whether at least 10 % of the element is in the viewport, and stops reporting it when the
 * element scrolls away again. One observer per element; it is disconnected on unmount.
 */
export function useReveal<T extends Element>() {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>({
    active: false,
    armed: false,
    instant: false,
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const { intersectionRatio } of entries) {
          const active = intersectionRatio >= revealThreshold;
          // Behind a modal dialog the page is not drawn (dialog.tsx), so every card reports gone;
          // none has scrolled away, and hiding them would fade them all in again on closing.
          if (!active && document.querySelector(':modal')) continue;
          setState((previous) =>
            previous.armed && previous.active === active
              ? previous
              : { active, armed: true, instant: !previous.armed },
          );
        }
      },
      { threshold: [0, revealThreshold] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { ref, ...state };
}
