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
    const track = (event: Event) => {
      if (event.type === 'pointerenter' || event.type === 'pointerleave') {
        pointerInside = event.type === 'pointerenter';
      } else if (event instanceof FocusEvent) {
        focusInside = event.type === 'focusin' || element.contains(event.relatedTarget as Node);
      }
      restart();
    };
    const holdEvents = ['pointerenter', 'pointerleave', 'focusin', 'focusout'];
    holdEvents.forEach((type) => element.addEventListener(type, track));
    document.addEventListener('visibilitychange', restart);
    restart();
    return () => {
      clearTimeout(timer);
      holdEvents.forEach((type) => element.removeEventListener(type, track));
      document.removeEventListener('visibilitychange', restart);
    };
  }, [ref, dismiss, delay]);
}
