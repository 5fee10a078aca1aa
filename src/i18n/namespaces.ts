export const namespaces = [
  'common',
  'navbar',
  'hero',
  'about',
  'aboutPage',
  'services',
  'projects',
  'projectCards',
  'project',
  'blog',
  'blogPosts',
  'galleryCaptions',
  'testimonials',
  'whyPartner',
  'contact',
  'footer',
] as const;

export type Namespace = (typeof namespaces)[number];

export const languages = ['en', 'pl'] as const;
export type Language = (typeof languages)[number];
export const fallbackLanguage: Language = 'en';

/**
 * Texts of the page frame (header, footer, titles) that every page needs. Each page's own
 * namespaces are in its entry of the page registry (src/app/pages.ts); the browser loads them on
 * demand (create-browser-i18n.ts). The full blog articles (blogPosts) and the gallery's captions
 * (galleryCaptions) are in no list: they load with their dialogs, when the browser is idle or on
 * the visitor's intent.
 */
export const frameNamespaces = [
  'common',
  'navbar',
  'footer',
  'projects',
] as const satisfies readonly Namespace[];

export type FrameNamespace = (typeof frameNamespaces)[number];
