import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button/button-class';
import { FeatureIcon } from '@/components/icons/feature-icons';
import { ArrowRightIcon } from '@/components/icons/icons';
import { RevealCard } from '@/components/reveal/reveal-card';
import { cardListClass, Section } from '@/components/section/section';
import { SectionLink } from '@/components/section-link/section-link';
import { services } from '@/content/services';
import styles from './services.module.css';

/** The studio's three services as numbered cards, and a way to start talking about a project. */
export function Services() {
  const { t } = useTranslation('services');
  return (
    <Section
      id="services"
      className={styles.section}
      header={{ eyebrow: t('eyebrow'), title: t('title'), lead: t('lead'), onInk: true }}
    >
      <ol className={`${cardListClass.list} ${styles.list}`}>
        {services.map((service) => (
          <li key={service.id} className={cardListClass.item}>
            <RevealCard
              className={`${cardListClass.card} ${styles.card}`}
              aria-labelledby={`service-${service.id}`}
            >
              <div className={styles.cardInner}>
                <div className={styles.cardTop}>
                  <span className={styles.number} data-service-number="">
                    {service.id}
                  </span>
                  <span className={styles.icon}>
                    <FeatureIcon name={service.icon} />
                  </span>
                </div>
                <h3 id={`service-${service.id}`} className={styles.cardTitle}>
                  {t(service.titleKey)}
                </h3>
                <p className={styles.cardText}>{t(service.descriptionKey)}</p>
              </div>
            </RevealCard>
          </li>
        ))}
      </ol>
      <div className={styles.footer}>
        <p className={styles.footerText}>{t('footer')}</p>
        <SectionLink section="contact" className={buttonClass('primary')}>
          {t('cta')}
          <ArrowRightIcon />
        </SectionLink>
      </div>
    </Section>
  );
}
