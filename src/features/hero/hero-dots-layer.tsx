import type { CSSProperties } from 'react';
import { heroDots } from './hero-dots';
import styles from './hero.module.css';

/** 40 decorative dots floating over the hero; still under reduced motion, silent to screen readers. */
export function HeroDotsLayer() {
  return (
    <div className={styles.dots} aria-hidden="true">
      {heroDots.map((dot, index) => (
        <span
          key={index}
          className={styles.dot}
          style={
            {
              left: `${dot.left}%`,
              top: `${dot.top}%`,
              opacity: dot.opacity,
              animationDuration: `${dot.duration}s`,
              animationDelay: `${dot.delay}s`,
              '--drift-x': `${dot.driftX}px`,
              '--drift-y': `${dot.driftY}px`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
