import { useEffect, useState } from 'react';
import { sectionIds, type SectionId } from '@/content/sections';

/**
 * The home section under the header: starts at home, follows the visitor's scrolling, and can be
 * set directly when a navigation link is clicked.
 */
export function useActiveSection(enabled: boolean) {
  const [active, setActive] = useState<SectionId>('home');

  useEffect(() => {
    if (!enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting);
        const last = visible[visible.length - 1];
        if (last) setActive(last.target.id as SectionId);
      },
      // A band from just under the 75 px header to 40 % down the viewport.
      { rootMargin: '-80px 0px -60% 0px' },
    );
    for (const id of sectionIds) {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [enabled]);

  return [active, setActive] as const;
}
