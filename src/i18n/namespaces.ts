export const namespaces = [
  'common',
  'navbar',
  'hero',
  'about',
  'aboutPage',
  'services',
  'projects',
  'project',
  'blog',
  'blogPosts',
  'testimonials',
  'whyPartner',
  'contact',
  'footer',
] as const;

export type Namespace = (typeof namespaces)[number];

export const languages = ['en', 'pl'] as const;
export type Language = (typeof languages)[number];
export const fallbackLanguage: Language = 'en';

/** Texts of the page frame (header, footer, titles) that every page needs. */
export const frameNamespaces = [
  'common',
  'navbar',
  'footer',
  'projects',
] as const satisfies readonly Namespace[];
