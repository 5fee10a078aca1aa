import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { HydratedPart, ReplayEarlyTaps } from '@/components/hydrated-part/hydrated-part';
import { currentLanguage } from '@/i18n/language-code';
import { PwaNoticeRegion } from '@/pwa/pwa-notice-region';
import { Footer } from './footer';
import { Header } from './header';
import styles from './layout.module.css';
import { useScreenMeta } from './use-screen-meta';

/** The frame of every screen: skip link, header, main content, footer and offline notices. */
export function Layout() {
  const { t, i18n } = useTranslation();
  const { pathname, hash } = useLocation();
  const language = currentLanguage(i18n);
  useScreenMeta(pathname);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  // A new page starts at its top; links to a home section handle their own scrolling. Not the page
  // the visitor arrived on: they may have scrolled it before the app took over. Before the paint
  // and instant, or the new page would show for a moment at the old position, or slide up from
  // there (the stylesheet asks for smooth scrolling).
  const location = pathname + hash;
  const shownLocation = useRef(location);
  useLayoutEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location, hash]);

  return (
    <>
      <a className={styles.skip} href="#main">
        {t('skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <HydratedPart>
          <Outlet />
        </HydratedPart>
      </main>
      <Footer />
      <PwaNoticeRegion />
      <ReplayEarlyTaps />
    </>
  );
}
