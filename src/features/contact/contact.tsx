import { useTranslation } from 'react-i18next';
import { MailIcon, PhoneIcon } from '@/components/icons/icons';
import { Section, sectionTitleId } from '@/components/section/section';
import { sectionHeaderText } from '@/components/section-header/section-header';
import { emailHref, emailParts, phoneHref, site } from '@/config/site';
import { ContactForm } from './contact-form';
import styles from './contact.module.css';

/** The contact section: the WhatsApp form, with email and phone as alternatives. */
export function Contact() {
  const { t } = useTranslation('contact');
  return (
    <Section id="contact" className={styles.section}>
      <div className={styles.columns}>
        <div className={styles.intro}>
          <p className={sectionHeaderText.eyebrow}>{t('eyebrow')}</p>
          <h2 id={sectionTitleId('contact')} className={sectionHeaderText.title}>
            {t('title')}
          </h2>
          <p className={sectionHeaderText.lead}>{t('lead')}</p>
          <p className={styles.privacy}>{t('privacy')}</p>
          <div className={styles.alternatives}>
            <h3 className={styles.altTitle}>{t('alternatives.title')}</h3>
            <p className={styles.altText}>{t('alternatives.text')}</p>
            <ul className={styles.altList}>
              <li>
                <a
                  href={emailHref}
                  className={styles.altLink}
                  aria-label={`${t('alternatives.email')} ${site.email}`}
                >
                  <MailIcon />
                  {emailParts.map((part, index) => [<wbr key={index} />, part])}
                </a>
              </li>
              <li>
                <a
                  href={phoneHref}
                  className={`${styles.altLink} nowrap`}
                  aria-label={`${t('alternatives.phone')} ${site.phoneDisplay}`}
                >
                  <PhoneIcon />
                  {site.phoneDisplay}
                </a>
              </li>
            </ul>
          </div>
        </div>
        <ContactForm />
      </div>
    </Section>
  );
}
