import { useState, type MouseEvent, type PointerEvent } from 'react';
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
  // A finger takes the band over: the drift's offset becomes the scroll position (the attribute is
  // set at once, so the drift is gone before the scroll), and nothing moves under the finger.
  const takeOver = ({ pointerType, currentTarget: band }: PointerEvent<HTMLDivElement>) => {
    if (pointerType !== 'touch' || 'swiping' in band.dataset) return;
    band.dataset.swiping = '';
    band.scrollLeft = -new DOMMatrix(getComputedStyle(band.firstElementChild as Element).transform)
      .m41;
    setPaused(true);
  };

  // Play (or pause) starts from the band's own position again: the drift, not the finger, moves it.
  const toggle = ({ currentTarget }: MouseEvent<HTMLButtonElement>) => {
    setPaused(!paused);
    const band = currentTarget.previousElementSibling as HTMLElement; // the viewport
    delete band.dataset.swiping;
    band.scrollLeft = 0;
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
        <div className={styles.viewport} onPointerDown={takeOver}>
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
