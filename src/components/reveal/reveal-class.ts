import styles from './reveal.module.css';
import type { RevealState } from './use-reveal';

/**
 * Class names for an element driven by `useReveal`: the shared appearing look, plus the global
 * `is-active` class while at least 10 % of it is visible.
 */
export function revealClass({ active, armed, instant }: RevealState, extra = ''): string {
  return [
    styles.reveal,
    armed ? styles.armed : '',
    instant ? styles.instant : '',
    active ? `${styles.active} is-active` : '',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}
