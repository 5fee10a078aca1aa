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

/**
 * Text namespaces each kind of page needs beyond the frame's (common, navbar, footer, projects),
 * which the browser loads on demand: see src/i18n/create-browser-i18n.ts. The full blog articles
 * (blogPosts) are not listed: the blog section loads them when the browser is idle or on Read.
 * The build bundles each list into one file per language (vite.config.ts).
 */
export const screenNamespaces = {
  home: ['hero', 'about', 'whyPartner', 'services', 'testimonials', 'blog', 'contact'],
  about: ['aboutPage'],
  project: ['project'],
  none: [],
} as const satisfies Record<string, readonly Namespace[]>;

/** Texts of the page frame (header, footer, titles) that every page needs. */
export const frameNamespaces = [
  'common',
  'navbar',
  'footer',
  'projects',
] as const satisfies readonly Namespace[];
