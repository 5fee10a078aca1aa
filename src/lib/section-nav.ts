import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SectionId } from '@/content/sections';
import { fullLayoutClass } from './full-layout';
import { prefersReducedMotion } from './motion';

/**
 * Scrolls the home page to a section (the header offset comes from CSS scroll-padding) and moves
 * keyboard focus there, without changing the address. Sections not drawn yet only have an
 * estimated height, so all are laid out first: otherwise the jump would land off target.
 */
export function scrollToSection(id: SectionId, behavior?: ScrollBehavior): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  document.documentElement.classList.add(fullLayoutClass);
  const smooth = behavior ?? (prefersReducedMotion() ? 'instant' : 'smooth');
  if (id === 'home') {
    window.scrollTo({ top: 0, behavior: smooth });
  } else {
    section.scrollIntoView({ behavior: smooth, block: 'start' });
  }
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
  return true;
}

/** Goes to a home section from anywhere: scrolls on the home page, navigates from other pages. */
export function useGoToSection(): (id: SectionId) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (id: SectionId) => {
      if (pathname === '/' && scrollToSection(id)) return;
      void navigate({ pathname: '/', hash: id === 'home' ? '' : `#${id}` });
    },
    [navigate, pathname],
  );
}
