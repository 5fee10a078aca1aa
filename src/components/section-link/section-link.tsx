import type { ComponentPropsWithoutRef, MouseEvent } from 'react';
import type { SectionId } from '@/content/sections';
import { useGoToSection } from '@/lib/section-nav';

export type SectionLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & {
  section: SectionId;
  /** Runs after the visitor chose the section (closing a menu, marking it active). */
  onNavigate?: (section: SectionId) => void;
};

export function sectionHref(section: SectionId): string {
  return section === 'home' ? '/' : `/#${section}`;
}

/** A real link to a home section that scrolls smoothly instead of reloading. */
export function SectionLink({ section, onNavigate, onClick, children, ...rest }: SectionLinkProps) {
  const goToSection = useGoToSection();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    goToSection(section);
    onNavigate?.(section);
  };
  return (
    <a href={sectionHref(section)} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
