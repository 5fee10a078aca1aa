import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/button/button-class';
import { FeatureIcon } from '@/components/icons/feature-icons';
import { ArrowRightIcon } from '@/components/icons/icons';
import { sectionTitleId } from '@/components/section/section';
import { sectionHeaderText } from '@/components/section-header/section-header';
import { aboutClaims, aboutFeatures } from '@/content/about-features';
import styles from './about-summary.module.css';

/** The home page's short introduction of the studio, with its numbers and a way to the full story. */
export function AboutSummary() {
  const { t } = useTranslation('about');
  return (
    <section
      id="about"
      className={`${styles.section} render-when-near`}
      aria-labelledby={sectionTitleId('about')}
    >
      <div className={styles.inner}>
        <div className={styles.story}>
          <p className={sectionHeaderText.eyebrow}>{t('eyebrow')}</p>
          <h2 id={sectionTitleId('about')} className={`${sectionHeaderText.title} ${styles.title}`}>
            {t('title')}
          </h2>
          <p className={styles.intro}>{t('intro')}</p>
          <p className={styles.body}>{t('body')}</p>
          <h3 className="visually-hidden">{t('claimsLabel')}</h3>
          <ul className={styles.claims}>
            {aboutClaims.map((claim) => (
              <li key={claim} className={styles.claim}>
                <span className={styles.claimValue}>{t(`claims.${claim}.value`)}</span>
                <span className={styles.claimLabel}>{t(`claims.${claim}.label`)}</span>
              </li>
            ))}
          </ul>
          <Link to="/about" className={buttonClass('secondary', styles.more)}>
            {t('more')}
            <ArrowRightIcon />
          </Link>
        </div>
        <div className={styles.featuresBlock}>
          <h3 className="visually-hidden">{t('featuresTitle')}</h3>
          <ul className={styles.features}>
            {aboutFeatures.map((feature) => (
              <li key={feature} className={styles.feature}>
                <span className={styles.icon}>
                  <FeatureIcon name={feature} />
                </span>
                <h4 className={styles.featureTitle}>{t(`features.${feature}.title`)}</h4>
                <p className={styles.featureText}>{t(`features.${feature}.description`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
