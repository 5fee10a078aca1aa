import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionTitleId } from '@/components/section/section';
import { SectionHeader } from '@/components/section-header/section-header';
import { TestimonialList } from './testimonial-list';
import styles from './testimonials.module.css';

/**
 * Five client quotes drifting past as an endless marquee. The list is drawn twice so the loop has
 * no seam; the copy is hidden from assistive technology and cannot take focus. The drift stops on
 * hover, while anything inside has focus, with the pause button, and under reduced motion (where
 * the five cards simply wrap into a grid).
 */
export function Testimonials() {
  const { t } = useTranslation('testimonials');
  const [paused, setPaused] = useState(false);
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
        lead={t('lead')}
        centered
        onInk
        className={styles.header}
      />
      <div className={styles.stage} data-paused={paused ? '' : undefined}>
        <div className={styles.viewport}>
          <div className={styles.track} data-marquee-track="">
            <TestimonialList />
            <TestimonialList copy />
          </div>
        </div>
        <button type="button" className={styles.toggle} onClick={() => setPaused(!paused)}>
          <span className={paused ? styles.playIcon : styles.pauseIcon} aria-hidden="true" />
          {paused ? t('play') : t('pause')}
        </button>
      </div>
    </section>
  );
}
