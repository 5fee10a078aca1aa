import { useEffect, useRef } from 'react';
import { floatDotsWhenSettled } from './float-dots';
import { heroDots, heroDotsClass } from './hero-dots';
import './hero-dots.generated.css';
import styles from './hero.module.css';

/** 40 decorative dots floating over the hero; still under reduced motion, silent to screen readers. */
export function HeroDotsLayer() {
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => floatDotsWhenSettled(heroDots, () => layer.current?.children ?? []), []);
  return (
    <div ref={layer} className={`${styles.dots} ${heroDotsClass}`} aria-hidden="true">
      {heroDots.map((_, index) => (
        <span key={index} className={styles.dot} />
      ))}
    </div>
  );
}
