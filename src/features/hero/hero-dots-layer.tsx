import { useEffect, useRef } from 'react';
import { rememberLoaded, useLoaded } from '@/lib/use-loaded';
import { heroDots, heroDotsClass } from './hero-dots';
import './hero-dots.generated.css';
import styles from './hero.module.css';

/** What starts the dots: nothing moves before the page has settled, so it comes after the page. */
const loadFloatDots = rememberLoaded(() => import('./float-dots'));

/** 40 decorative dots floating over the hero; still under reduced motion, silent to screen readers. */
export function HeroDotsLayer() {
  const layer = useRef<HTMLDivElement>(null);
  const floatDots = useLoaded(loadFloatDots)?.floatDotsWhenSettled;
  useEffect(() => floatDots?.(heroDots, () => layer.current?.children ?? []), [floatDots]);
  return (
    <div ref={layer} className={`${styles.dots} ${heroDotsClass}`} aria-hidden="true">
      {heroDots.map((_, index) => (
        <span key={index} className={styles.dot} />
      ))}
    </div>
  );
}
