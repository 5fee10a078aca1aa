import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button/button-class';
import { ArrowRightIcon } from '@/components/icons/icons';
import { SectionLink } from '@/components/section-link/section-link';
import { HeroDotsLayer } from './hero-dots-layer';
import { HeroVisual } from './hero-visual';
import styles from './hero.module.css';

/** The home page's opening: the page's only h1, two ways on, the studio's work, floating dots. */
export function Hero() {
  const { t } = useTranslation('hero');
  return (
    <section id="home" className={`${styles.hero} render-when-near`} aria-labelledby="home-title">
      <div className={styles.inner}>
        <HeroDotsLayer />
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{t('eyebrow')}</p>
          <h1 id="home-title" className={styles.title}>
            {/* Four pieces, spaces included, so each language orders its own sentence. */}
            {t('title.start')}
            <mark className={styles.accent}>{t('title.accent')}</mark>
            {t('title.middle')}
            <mark className={styles.stroke}>{t('title.stroke')}</mark>
          </h1>
          <p className={styles.lead}>{t('lead')}</p>
          <div className={styles.actions}>
            <SectionLink section="contact" className={buttonClass('primary', styles.primary)}>
              {t('primaryCta')}
              <ArrowRightIcon />
            </SectionLink>
            <SectionLink section="projects" className={buttonClass('secondary', styles.secondary)}>
              {t('secondaryCta')}
            </SectionLink>
          </div>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}
