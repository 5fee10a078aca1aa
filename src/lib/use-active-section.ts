import { useEffect, useState } from 'react';
import { sectionIds, type SectionId } from '@/content/sections';

/**
 * The home section under the header: starts at home, follows the visitor's scrolling, and can be
 * set directly when a navigation link is clicked.
 *
 * A section counts while any of it is inside a band from just under the 75 px header to 40 % down
 * the viewport; of those, the last in page order wins (its top has come up past the 40 % line).
 * The observer only reports sections whose state changed, so the set of sections in the band is
 * kept here: a section that was already in the band takes over again when the one below it leaves.
 */
export function useActiveSection(enabled: boolean) {
  const [active, setActive] = useState<SectionId>('home');

  useEffect(() => {
    if (!enabled || typeof IntersectionObserver === 'undefined') return;
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target.id);
          else inBand.delete(entry.target.id);
        }
        const last = [...sectionIds].reverse().find((id) => inBand.has(id));
        if (last) setActive(last);
      },
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
