import type { portfolioImages } from './images/portfolio.generated';

// Portfolio categories and their gallery items. Sample content: the pictures are mock client
// sites, shops and design pieces made for this site (artwork/portfolio/, rendered by
// scripts/render-artwork.ts); replace them and the titles in locales/*/project.json with the
// studio's own work. Item ids are data, not positions: category 3 has no item 6. A site's or
// shop's phone rendering, which the work viewer shows on a phone: project-phone-pictures.ts.
export type ProjectItem = {
  id: number;
  /** A picture of src/content/images/portfolio.generated.ts (the gallery page imports it). */
  image: keyof typeof portfolioImages;
  /** Key under "items" in the project texts (locales, project.json): title and alt text. */
  key: string;
};

export const projectCategories = [
  {
    id: 1,
    slug: 'website',
    items: [
      { id: 1, image: 'portfolio/website-bakery', key: 'bakery' },
      { id: 2, image: 'portfolio/website-architect', key: 'architect' },
      { id: 3, image: 'portfolio/website-guesthouse', key: 'guesthouse' },
      { id: 4, image: 'portfolio/website-physio', key: 'physio' },
      { id: 5, image: 'portfolio/website-dental', key: 'dental' },
      { id: 6, image: 'portfolio/website-osteria', key: 'osteria' },
    ],
  },
  {
    id: 2,
    slug: 'ecommerce',
    items: [
      { id: 1, image: 'portfolio/shop-coffee', key: 'coffeeShop' },
      { id: 2, image: 'portfolio/shop-ceramics', key: 'ceramicsShop' },
    ],
  },
  {
    id: 3,
    slug: 'design',
    items: [
      { id: 1, image: 'portfolio/design-brand-brzask', key: 'brzaskBrand' },
      { id: 2, image: 'portfolio/design-poster-jazz', key: 'jazzPosters' },
      { id: 3, image: 'portfolio/design-packaging-honey', key: 'honeyLabels' },
      { id: 4, image: 'portfolio/design-brand-oddech', key: 'oddechBrand' },
      { id: 5, image: 'portfolio/design-poster-gravel', key: 'gravelPoster' },
      { id: 7, image: 'portfolio/design-stationery-sowa', key: 'sowaStationery' },
      { id: 8, image: 'portfolio/design-packaging-zawrat', key: 'zawratCans' },
      { id: 9, image: 'portfolio/design-logos', key: 'logoSet' },
    ],
  },
] as const satisfies readonly {
  id: number;
  slug: string;
  items: readonly ProjectItem[];
}[];

export type ProjectCategory = (typeof projectCategories)[number];
export type ProjectSlug = ProjectCategory['slug'];
export type ProjectItemKey = ProjectCategory['items'][number]['key'];

export type ProjectLookup =
  { status: 'invalid' } | { status: 'missing' } | { status: 'found'; project: ProjectCategory };

/** Reads a /project/{id} segment: digits only, leading zeros allowed, no upper limit. */
export function findProject(rawId: string | undefined): ProjectLookup {
  if (!rawId || !/^\d+$/.test(rawId)) return { status: 'invalid' };
  const canonical = rawId.replace(/^0+(?=\d)/, '');
  const project = projectCategories.find((category) => String(category.id) === canonical);
  return project ? { status: 'found', project } : { status: 'missing' };
}

/** Every gallery's path, for the prerender and the build checks (pure: the browser bundle drops it). */
export const projectPaths = /* @__PURE__ */ projectCategories.map(
  (category) => `/project/${category.id}`,
);
