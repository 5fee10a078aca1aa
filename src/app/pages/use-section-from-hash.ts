import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isSectionId } from '@/content/sections';
import { scrollToSection } from '@/lib/section-nav';

/** Arriving at /#services (from another page or a shared link) lands on that section. */
export function useSectionFromHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (isSectionId(id)) scrollToSection(id, 'auto');
  }, [hash]);
}
