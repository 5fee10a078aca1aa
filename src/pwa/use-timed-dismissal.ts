import { useEffect, type RefObject } from 'react';

/**
 * Calls `dismiss` once the element has stayed on screen for `delay` ms. The time starts again
 * while the visitor holds it: the pointer resting on it, focus inside it, or the page hidden.
 * No delay, no dismissal.
 */
export function useTimedDismissal(
  ref: RefObject<HTMLElement | null>,
  dismiss: () => void,
  delay: number | undefined,
) {
  useEffect(() => {
    const element = ref.current;
    if (!element || delay === undefined) return;
    let pointerInside = false;
    let focusInside = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(timer);
      const held = pointerInside || focusInside || document.hidden;
      timer = held ? undefined : setTimeout(dismiss, delay);
    };
    const holders: Record<string, (event: Event) => void> = {
      pointerenter: () => (pointerInside = true),
      pointerleave: () => (pointerInside = false),
      focusin: () => (focusInside = true),
      focusout: (event) =>
        (focusInside = element.contains((event as FocusEvent).relatedTarget as Node)),
    };
    const listeners = Object.entries(holders).map(([type, hold]) => {
      const listener = (event: Event) => {
        hold(event);
        restart();
      };
      element.addEventListener(type, listener);
      return () => element.removeEventListener(type, listener);
    });
    document.addEventListener('visibilitychange', restart);
    restart();
    return () => {
      clearTimeout(timer);
      listeners.forEach((remove) => remove());
      document.removeEventListener('visibilitychange', restart);
    };
  }, [ref, dismiss, delay]);
}
