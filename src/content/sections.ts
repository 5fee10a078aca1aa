// The home page's sections, in page order; the navigation, footer and anchors follow this list.
export const sectionIds = [
  'home',
  'about',
  'services',
  'projects',
  'testimonials',
  'blog',
  'contact',
] as const;

export type SectionId = (typeof sectionIds)[number];

/** The footer links every section but contact, which has its own button there. */
export const footerSectionIds = sectionIds.filter(
  (id): id is Exclude<SectionId, 'contact'> => id !== 'contact',
);

export function isSectionId(value: string): value is SectionId {
  return (sectionIds as readonly string[]).includes(value);
}
