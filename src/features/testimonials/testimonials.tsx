import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionTitleId } from '@/components/section/section';
import { SectionHeader } from '@/components/section-header/section-header';
import { TestimonialList } from './testimonial-list';
import styles from './testimonials.module.css';

/**
 * Five client quotes drifting past as an endless marquee. The list is drawn twice so the loop has
 * no seam; the copy is hidden from assistive technology and cannot take focus. The drift stops on
 * hover, while anything inside has focus, with the pause button, and under reduced motion (where
 * the five cards simply wrap). A touch on the band stops the drift where it is and hands the band
 * to the finger: native scrolling, snapping to whole cards.
 */
export function Testimonials() {
  const { t } = useTranslation('testimonials');
  const [paused, setPaused] = useState(false);
  const [swiping, setSwiping] = useState(false);
  const viewportRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || swiping) return;
    viewport.scrollLeft = 0;
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType !== 'touch' || !viewport.firstElementChild) return;
      // The drift's offset becomes the scroll position, so nothing moves when the drift stops.
      const { m41 } = new DOMMatrix(getComputedStyle(viewport.firstElementChild).transform);
      viewport.dataset.swiping = '';
      viewport.scrollLeft = -m41;
      setSwiping(true);
      setPaused(true);
    };
    viewport.addEventListener('pointerdown', onPointerDown);
    return () => viewport.removeEventListener('pointerdown', onPointerDown);
  }, [swiping]);

  const toggle = () => {
    setPaused(!paused);
    if (paused) setSwiping(false);
  };

  return (
    <section
      id="testimonials"
      className={`${styles.section} render-when-near`}
      aria-labelledby={sectionTitleId('testimonials')}
    >
      <SectionHeader
        titleId={sectionTitleId('testimonials')}
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={
          <>
            {t('lead')} <span className={styles.hoverHint}>{t('pauseHint.hover')}</span>
            <span className={styles.touchHint}>{t('pauseHint.touch')}</span>
          </>
        }
        centered
        onInk
        className={styles.header}
      />
      <div className={styles.stage} data-paused={paused ? '' : undefined}>
        <div ref={viewportRef} className={styles.viewport} data-swiping={swiping ? '' : undefined}>
          <div className={styles.track} data-marquee-track="">
            <TestimonialList />
            <TestimonialList copy />
          </div>
        </div>
        <button type="button" className={styles.toggle} onClick={toggle}>
          <span className={paused ? styles.playIcon : styles.pauseIcon} aria-hidden="true" />
          {paused ? t('play') : t('pause')}
        </button>
      </div>
    </section>
  );
}
