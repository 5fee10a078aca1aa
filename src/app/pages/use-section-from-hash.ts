import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isSectionId } from '@/content/sections';
import { idFromHash } from '@/lib/hash-id';
import { scrollToSection } from '@/lib/section-nav';

/** How long to wait for a section whose code is still loading (the sections below the fold). */
const waitForSectionMs = 10_000;

/** React Router's key of the location the visitor arrived on (not one the app navigated to). */
const arrivalKey = 'default';

/**
 * Whether the visitor is already at work on the page the browser opened at its #section (they
 * focused a field, say, while the app was loading): the browser has scrolled there itself, and
 * moving the focus to the section would send their next keystrokes nowhere.
 */
const busyOnArrival = (key: string) =>
  key === arrivalKey && document.activeElement !== document.body;

/** Arriving at /#services (from another page or a shared link) lands on that section. */
export function useSectionFromHash() {
  const { hash, key } = useLocation();
  // Before the browser paints: otherwise the page shows its top for a frame, then jumps.
  useLayoutEffect(() => {
    const id = idFromHash(hash);
    if (!isSectionId(id) || busyOnArrival(key) || scrollToSection(id, 'instant')) return;
    // Home rendered anew rather than hydrated (its prerender was in the other language, say): the
    // sections below the fold appear once their chunk has loaded. Coming from another page, the
    // app waits for that chunk before showing home (src/app/routes.tsx).
    const observer = new MutationObserver(() => {
      if (scrollToSection(id, 'instant')) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), waitForSectionMs);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [hash, key]);
}
