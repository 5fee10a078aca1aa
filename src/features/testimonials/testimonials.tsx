import { useRef, useState, type PointerEvent } from 'react';
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

  // A finger takes the band over: the drift's offset becomes the scroll position (the attribute is
  // set at once, so the drift is gone before the scroll), and nothing moves under the finger.
  const takeOver = (event: PointerEvent<HTMLDivElement>) => {
    const viewport = event.currentTarget;
    if (event.pointerType !== 'touch' || swiping) return;
    const { m41 } = new DOMMatrix(
      getComputedStyle(viewport.firstElementChild as Element).transform,
    );
    viewport.dataset.swiping = '';
    viewport.scrollLeft = -m41;
    setSwiping(true);
    setPaused(true);
  };

  // Play (or pause) starts from the band's own position again: the drift, not the finger, moves it.
  const toggle = () => {
    setPaused(!paused);
    setSwiping(false);
    if (viewportRef.current) viewportRef.current.scrollLeft = 0;
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
            {t('lead')} <span className={styles.hoverHint}>{t('hint.hover')}</span>
            <span className={styles.touchHint}>{t('hint.touch')}</span>
          </>
        }
        centered
        onInk
        className={styles.header}
      />
      <div className={styles.stage} data-paused={paused ? '' : undefined}>
        <div
          ref={viewportRef}
          className={styles.viewport}
          data-swiping={swiping ? '' : undefined}
          onPointerDown={takeOver}
        >
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
