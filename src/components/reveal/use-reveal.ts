import { useEffect, useRef, useState } from 'react';

/** Share of a card that must be on screen before it counts as visible (specification: 10 %). */
export const revealThreshold = 0.1;

/**
 * Reports whether at least 10 % of the element is in the viewport, and stops reporting it when the
 * element scrolls away again.
 */
export function useReveal<T extends Element>() {
  const ref = useRef<T>(null);
  const [active, setActive] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setActive(true);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setActive(entry.isIntersecting && entry.intersectionRatio >= revealThreshold);
      },
      { threshold: [0, revealThreshold] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { ref, active };
}
