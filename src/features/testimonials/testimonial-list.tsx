import { useTranslation } from 'react-i18next';
import { RevealCard } from '@/components/reveal/reveal-card';
import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import { testimonials } from '@/content/testimonials';
import styles from './testimonials.module.css';

export type TestimonialListProps = {
  /** The second pass of the marquee: invisible to assistive technology and never focusable. */
  copy?: boolean;
};

/**
 * One pass of the marquee: five quote cards, each an appearing card (RevealCard) holding the quote
 * and the person as a figure. Only the first pass names its cards (ids must stay unique).
 */
export function TestimonialList({ copy = false }: TestimonialListProps) {
  const { t } = useTranslation('testimonials');
  return (
    <ul
      className={`${styles.list} ${copy ? styles.copy : ''}`}
      aria-hidden={copy || undefined}
      inert={copy || undefined}
      data-testimonials={copy ? 'copy' : 'main'}
    >
      {testimonials.map(({ id, key, photo }) => {
        const name = t(`people.${key}.name`);
        const nameId = copy ? undefined : `testimonial-${id}-name`;
        return (
          <li key={id} className={styles.item}>
            <RevealCard className={styles.article} aria-labelledby={nameId}>
              <figure className={styles.card}>
                <blockquote className={styles.quote}>
                  <p>{t(`people.${key}.text`)}</p>
                </blockquote>
                <figcaption className={styles.person}>
                  <ResponsiveImage
                    image={photo}
                    alt={copy ? '' : t('portraitAlt', { name })}
                    sizes="56px"
                    className={styles.photo}
                  />
                  <span className={styles.who}>
                    <span id={nameId} className={styles.name}>
                      {name}
                    </span>
                    <span className={styles.profession}>{t(`people.${key}.profession`)}</span>
                  </span>
                </figcaption>
              </figure>
            </RevealCard>
          </li>
        );
      })}
    </ul>
  );
}
