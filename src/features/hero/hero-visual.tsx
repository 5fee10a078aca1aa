import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import { heroImages } from '@/content/images/hero.generated';
import styles from './hero-visual.module.css';

/**
 * The studio's own work: a bakery's website, a roastery's shop and a festival poster from the
 * portfolio (laid out in artwork/showcase.html). Beside the headline on a wide screen, below the
 * buttons on a phone or a tablet. Lazy: asked for once the page is laid out, after the fonts and
 * styles its text needs.
 */
export function HeroVisual() {
  const { t } = useTranslation('hero');
  return (
    <div className={styles.visual}>
      <ResponsiveImage
        image={heroImages['hero/showcase']}
        alt={t('showcaseAlt')}
        sizes="30rem"
        className={styles.image}
      />
      <svg className={styles.kreska} viewBox="0 0 120 60" fill="none" aria-hidden="true">
        <path d="M6 50 C30 30, 52 8, 114 10" strokeWidth="7" strokeLinecap="round" />
      </svg>
    </div>
  );
}
