// Portfolio categories and their gallery items. Sample content: replace the pictures and the
// titles in locales/*/project.json with the studio's own work. Item ids are data, not positions.
export const projectCategories = [
  { id: 1, slug: 'website', itemIds: [1, 2, 3, 4, 5, 6] },
  { id: 2, slug: 'ecommerce', itemIds: [1, 2] },
  { id: 3, slug: 'design', itemIds: [1, 2, 3, 4, 5, 7, 8, 9] },
] as const;

export type ProjectCategory = (typeof projectCategories)[number];
export type ProjectSlug = ProjectCategory['slug'];

export type ProjectLookup =
  { status: 'invalid' } | { status: 'missing' } | { status: 'found'; project: ProjectCategory };

/** Reads a /project/{id} segment: digits only, leading zeros allowed, no upper limit. */
export function findProject(rawId: string | undefined): ProjectLookup {
  if (!rawId || !/^\d+$/.test(rawId)) return { status: 'invalid' };
  const canonical = rawId.replace(/^0+(?=\d)/, '');
  const project = projectCategories.find((category) => String(category.id) === canonical);
  return project ? { status: 'found', project } : { status: 'missing' };
}

export const projectPaths = projectCategories.map((category) => `/project/${category.id}`);
