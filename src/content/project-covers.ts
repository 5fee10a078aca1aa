import type { ImageName } from '@/components/responsive-image/responsive-image';
import type { ProjectSlug } from './projects';

export type ProjectCover = { image: ImageName; hoverImage: ImageName };

// The picture each portfolio category shows on the home page, and the one it swaps to on hover
// and keyboard focus. Sample artwork for the studio to replace: drop new files into
// src/assets/images/project-covers/, run `npm run images`, and point these entries at them.
export const projectCovers = {
  website: { image: 'project-covers/website', hoverImage: 'project-covers/website-hover' },
  ecommerce: { image: 'project-covers/ecommerce', hoverImage: 'project-covers/ecommerce-hover' },
  design: { image: 'project-covers/design', hoverImage: 'project-covers/design-hover' },
} as const satisfies Record<ProjectSlug, ProjectCover>;
