import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button/button-class';
import { WhatsAppIcon } from '@/components/icons/icons';
import { PageIntro, pageSectionClass } from '@/components/page-intro/page-intro';
import { ResponsiveImage } from '@/components/responsive-image/responsive-image';
import { whatsappHref } from '@/config/site';
import { aboutRobot, aboutStory, aboutValues } from '@/content/about-page';
import styles from './about-page.module.css';

export function AboutPage() {
  const { t } = useTranslation('aboutPage');
  const contactHref = `${whatsappHref}?text=${encodeURIComponent(t('whatsappGreeting'))}`;
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} backLabel={t('backHome')} />

      <section className={pageSectionClass} aria-labelledby="about-story-title">
        <h2 id="about-story-title" className={styles.heading}>
          {t('storyTitle')}
        </h2>
        <div className={styles.story}>
          {aboutStory.map((part) => (
            <div key={part.key} className={styles.storyPart} data-story={part.key}>
              <figure className={styles.member}>
                <ResponsiveImage
                  className={styles.portrait}
                  image={part.portrait}
                  alt={t(`story.${part.key}.alt`)}
                  sizes="12rem"
                />
                <figcaption className={styles.memberCaption}>
                  <span className={styles.memberName}>{t(`story.${part.key}.name`)}</span>
                  <span>{t(`story.${part.key}.role`)}</span>
                </figcaption>
              </figure>
              <p className={styles.storyText}>{t(`story.${part.key}.text`)}</p>
            </div>
          ))}
        </div>
      </section>

      <div className={pageSectionClass}>
        <div className={styles.pillars}>
          <div className={styles.pillar} data-block="mission">
            <h2 className={styles.pillarTitle}>{t('mission.title')}</h2>
            <p>{t('mission.text')}</p>
          </div>
          <div className={`${styles.pillar} ${styles.pillarDark}`} data-block="vision">
            <h2 className={styles.pillarTitle}>{t('vision.title')}</h2>
            <p>{t('vision.text')}</p>
          </div>
        </div>
      </div>

      <section className={pageSectionClass} aria-labelledby="about-values-title">
        <div className={styles.values}>
          <div className={styles.robot}>
            <ResponsiveImage
              className={styles.robotImage}
              image={aboutRobot}
              alt={t('robotAlt')}
              sizes="(min-width: 56.25rem) 360px, 70vw"
            />
          </div>
          <div>
            <h2 id="about-values-title" className={styles.heading}>
              {t('valuesTitle')}
            </h2>
            <p className={styles.valuesText}>{t('valuesText')}</p>
            <ul className={styles.chips}>
              {aboutValues.map((value) => (
                <li key={value} className={styles.chip}>
                  {t(`values.${value}`)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className={styles.cta} aria-labelledby="about-headline">
        <h2 id="about-headline" className={styles.headline}>
          {t('headline')}
        </h2>
        <p className={styles.ctaText}>{t('headlineText')}</p>
        <a
          className={buttonClass('light')}
          href={contactHref}
          target="_blank"
          rel="noopener noreferrer"
        >
          <WhatsAppIcon />
          {t('contact')}
          <span className="visually-hidden">({t('contactNote')})</span>
        </a>
      </section>
    </>
  );
}

// The default export is what React.lazy loads (src/app/routes.tsx).
export default AboutPage;
