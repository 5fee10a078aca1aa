import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { CloseIcon, LogoMark, MenuIcon } from '@/components/icons/icons';
import { SectionLink } from '@/components/section-link/section-link';
import { sectionIds } from '@/content/sections';
import { LanguageSwitcher } from '@/features/language-switcher/language-switcher';
import { useActiveSection } from '@/lib/use-active-section';
import styles from './header.module.css';

export function Header() {
  const { t } = useTranslation(['navbar', 'common']);
  const { pathname } = useLocation();
  const onHome = pathname === '/';
  const [menuOpen, setMenuOpen] = useState(false);
  const [active, setActive] = useActiveSection(onHome);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const chooseSection = (section: (typeof sectionIds)[number]) => {
    setActive(section);
    setMenuOpen(false);
  };

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <SectionLink
          section="home"
          className={styles.logo}
          aria-label={t('logo')}
          onNavigate={chooseSection}
        >
          <LogoMark className={styles.mark} />
          <span aria-hidden="true">{t('common:brand')}</span>
        </SectionLink>
        <nav className={styles.nav} aria-label={t('label')}>
          <button
            type="button"
            className={styles.menuToggle}
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
          <div id="site-menu" className={styles.panel} data-open={menuOpen}>
            <ul className={styles.links}>
              {sectionIds.map((section) => (
                <li
                  key={section}
                  className={section === 'contact' ? styles.contactItem : undefined}
                >
                  <SectionLink
                    section={section}
                    className={section === 'contact' ? styles.contactLink : styles.link}
                    aria-current={onHome && active === section ? 'location' : undefined}
                    onNavigate={chooseSection}
                  >
                    {t(`items.${section}`)}
                  </SectionLink>
                </li>
              ))}
            </ul>
            <LanguageSwitcher />
          </div>
        </nav>
      </div>
    </header>
  );
}
