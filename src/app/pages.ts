// The page registry: every page of the site, in one file. The routes (routes.tsx), the screen
// description (screens.ts), the prerender's list of pages and their modulepreloads, the search
// tags and sitemap (scripts/prerender/seo.ts), the texts a page loads and the Lighthouse URLs
// (scripts/lighthouse.ts) all read it. Each page has two parts, typed so that one cannot go
// without the other: what the app needs (`pages`) and what only the build needs (`pageBuild`,
// which stays out of the visitor's JavaScript: the budget has no room for it). The prerender stops
// when a page lacks a file (checkPages, scripts/prerender/page-checks.ts). Only relative imports:
// the build scripts import this file too.
import { projectPaths } from '../content/projects';
import type { ParseKeys } from 'i18next';
import type { Namespace } from '../i18n/namespaces';

export type PageDefinition = {
  /** Route pattern (React Router); '*' for every path no other page takes. */
  route: string;
  /** Text namespaces beyond the frame's: loaded before the page hydrates, and with its code
   * on the way from another page (page-texts.ts). */
  namespaces: readonly Namespace[];
};

export type PageBuildParts = {
  /** The page's own chunk, modulepreloaded with the entry; null when it is in the main bundle. */
  module: string | null;
  /** Canonical link, sitemap entry and JSON-LD; false for a page answered at many addresses. */
  indexable: boolean;
  /** Share image (1200×630, under public/), drawn by scripts/render-artwork.ts; its alt text's key. */
  shareImage: string;
  shareImageAlt: ParseKeys<'common'>;
  /** Addresses prerendered, each to its file in dist/. */
  prerendered: readonly { path: string; file: string }[];
  /** Addresses Lighthouse audits (lighthouserc.json holds their budgets). */
  audited: readonly string[];
};

export const pages = {
  home: {
    route: '/',
    namespaces: [
      'hero',
      'about',
      'whyPartner',
      'services',
      'projectCards',
      'testimonials',
      'blog',
      'contact',
    ],
  },
  about: { route: '/about', namespaces: ['aboutPage'] },
  project: { route: '/project/:id', namespaces: ['project'] },
  'not-found': { route: '*', namespaces: [] },
} as const satisfies Record<string, PageDefinition>;

export type PageType = keyof typeof pages;

export const pageTypes = Object.keys(pages) as PageType[];

const pageFile = (path: string) => ({ path, file: `${path.slice(1)}/index.html` });

export const pageBuild: Record<PageType, PageBuildParts> = {
  home: {
    module: 'src/app/pages/home-page.tsx',
    indexable: true,
    shareImage: '/og/home.jpg',
    shareImageAlt: 'meta.shareImage.home',
    prerendered: [{ path: '/', file: 'index.html' }],
    audited: ['/'],
  },
  about: {
    module: 'src/features/about-page/about-page.tsx',
    indexable: true,
    shareImage: '/og/about.jpg',
    shareImageAlt: 'meta.shareImage.about',
    prerendered: [{ path: '/about', file: 'about/index.html' }],
    audited: ['/about'],
  },
  project: {
    module: 'src/features/gallery/gallery-page.tsx',
    indexable: true,
    shareImage: '/og/project.jpg',
    shareImageAlt: 'meta.shareImage.project',
    prerendered: /* @__PURE__ */ projectPaths.map(pageFile),
    audited: projectPaths,
  },
  'not-found': {
    module: null,
    indexable: false,
    shareImage: '/og/not-found.jpg',
    shareImageAlt: 'meta.shareImage.notFound',
    // Static hosts answer every unknown path with 404.html.
    prerendered: [{ path: '/404', file: '404.html' }],
    audited: ['/nope'],
  },
};

/** Every prerendered address and its file. */
export const prerenderedPages = /* @__PURE__ */ Object.values(pageBuild).flatMap(
  (page) => page.prerendered,
);

/** The addresses Lighthouse audits (scripts/lighthouse.ts). */
export const auditedPaths: readonly string[] = /* @__PURE__ */ Object.values(pageBuild).flatMap(
  (page) => page.audited,
);
