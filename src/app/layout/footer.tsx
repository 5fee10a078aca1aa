import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button/button-class';
import { ArrowUpIcon, LogoMark, MailIcon, PhoneIcon } from '@/components/icons/icons';
import { SectionLink } from '@/components/section-link/section-link';
import { footerSectionIds } from '@/content/sections';
import { emailHref, emailParts, phoneHref, site } from '@/config/site';
import { prefersReducedMotion } from '@/lib/motion';
import { useCurrentYear } from '@/lib/use-current-year';
import styles from './footer.module.css';
import { SocialLinks } from './social-links';

export function Footer() {
  const { t } = useTranslation(['footer', 'navbar', 'common']);
  const year = useCurrentYear();
  const scrollToTop = () =>
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <SectionLink section="home" className={styles.logo} aria-label={t('navbar:logo')}>
            <LogoMark className={styles.mark} />
            <span aria-hidden="true">{t('common:brand')}</span>
          </SectionLink>
          <p className={styles.tagline}>{t('tagline')}</p>
          <SectionLink section="contact" className={buttonClass('primary')}>
            {t('startProject')}
          </SectionLink>
        </div>

        <nav className={styles.column} aria-label={t('navLabel')}>
          <h2 className={styles.heading}>{t('navTitle')}</h2>
          <ul className={styles.list}>
            {footerSectionIds.map((section) => (
              <li key={section}>
                <SectionLink section={section} className={styles.link}>
                  {t(`navbar:items.${section}`)}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.column}>
          <h2 className={styles.heading}>{t('contactTitle')}</h2>
          <ul className={styles.list}>
            <li>
              <a
                className={styles.contact}
                href={emailHref}
                aria-label={`${t('emailLabel')}: ${site.email}`}
              >
                <MailIcon />
                {emailParts.map((part, index) => [<wbr key={index} />, part])}
              </a>
            </li>
            <li>
              <a
                className={`${styles.contact} nowrap`}
                href={phoneHref}
                aria-label={`${t('phoneLabel')}: ${site.phoneDisplay}`}
              >
                <PhoneIcon />
                {site.phoneDisplay}
              </a>
            </li>
          </ul>
          <h2 className={styles.heading}>{t('socialTitle')}</h2>
          <SocialLinks />
        </div>
      </div>

      <div className={styles.bottom}>
        <p>{t('copyright', { year })}</p>
        <button type="button" className={styles.toTop} onClick={scrollToTop}>
          {t('scrollTop')}
          <ArrowUpIcon />
        </button>
      </div>
    </footer>
  );
}
