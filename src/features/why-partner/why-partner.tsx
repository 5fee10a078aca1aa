import { useTranslation } from 'react-i18next';
import { FeatureIcon } from '@/components/icons/feature-icons';
import { RevealCard } from '@/components/reveal/reveal-card';
import { Section } from '@/components/section/section';
import { whyPartnerFeatures } from '@/content/why-partner';
import styles from './why-partner.module.css';

/** Six reasons to work with the studio, as cards that appear while the visitor scrolls. */
export function WhyPartner() {
  const { t } = useTranslation('whyPartner');
  return (
    <Section
      id="why-partner"
      className={styles.section}
      header={{ eyebrow: t('eyebrow'), title: t('title'), lead: t('lead'), centered: true }}
    >
      <div className={styles.grid}>
        {whyPartnerFeatures.map((feature) => (
          <RevealCard
            key={feature.id}
            className={styles.card}
            data-feature-id={feature.id}
            aria-labelledby={`why-partner-${feature.id}`}
          >
            <div className={styles.cardInner}>
              <span className={styles.icon}>
                <FeatureIcon name={feature.icon} />
              </span>
              <h3 id={`why-partner-${feature.id}`} className={styles.cardTitle}>
                {t(feature.titleKey)}
              </h3>
              <p className={styles.cardText}>{t(feature.descriptionKey)}</p>
            </div>
          </RevealCard>
        ))}
      </div>
    </Section>
  );
}
