import { useEffect, useRef } from 'react';
import { rememberLoaded, useLoaded } from '@/lib/use-loaded';
import { heroDotCount, heroDotsClass } from './hero-dots-class';
import './hero-dots.generated.css';
import styles from './hero.module.css';

/** What starts the dots: nothing moves before the page has settled, so it comes after the page. */
const loadFloatDots = rememberLoaded(() => import('./float-dots'));

/** 40 decorative dots floating over the hero; still under reduced motion, silent to screen readers. */
export function HeroDotsLayer() {
  const layer = useRef<HTMLDivElement>(null);
  const floatDots = useLoaded(loadFloatDots)?.floatHeroDotsWhenSettled;
  useEffect(() => floatDots?.(() => layer.current?.children ?? []), [floatDots]);
  return (
    <div ref={layer} className={`${styles.dots} ${heroDotsClass}`} aria-hidden="true">
      {Array.from({ length: heroDotCount }, (_, index) => (
        <span key={index} className={styles.dot} />
      ))}
    </div>
  );
}
