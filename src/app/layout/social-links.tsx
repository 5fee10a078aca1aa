import { useTranslation } from 'react-i18next';
import { FacebookIcon, InstagramIcon, LinkedInIcon, WhatsAppIcon } from '@/components/icons/icons';
import { site, whatsappHref } from '@/config/site';
import styles from './footer.module.css';

const socialLinks = [
  { key: 'whatsapp', href: whatsappHref, Icon: WhatsAppIcon },
  { key: 'facebook', href: site.social.facebook, Icon: FacebookIcon },
  { key: 'instagram', href: site.social.instagram, Icon: InstagramIcon },
  { key: 'linkedin', href: site.social.linkedin, Icon: LinkedInIcon },
] as const;

export function SocialLinks() {
  const { t } = useTranslation(['footer', 'navbar', 'common']);
  return (
    <ul className={styles.social}>
      {socialLinks.map(({ key, href, Icon }) => (
        <li key={key}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.socialLink}
            aria-label={`${t(`social.${key}`)} (${t('common:newTab')})`}
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
