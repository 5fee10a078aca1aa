import type { ImageSource } from '@/components/responsive-image/responsive-image';
import { projectCoversImages as images } from './images/project-covers.generated';
import type { ProjectSlug } from './projects';

export type ProjectCover = { image: ImageSource; hoverImage: ImageSource };

// The picture each portfolio category shows on the home page, and the one it swaps to on hover
// and keyboard focus. Sample artwork for the studio to replace: drop new files into
// src/assets/images/project-covers/, run `npm run images`, and point these entries at them.
export const projectCovers = {
  website: {
    image: images['project-covers/website'],
    hoverImage: images['project-covers/website-hover'],
  },
  ecommerce: {
    image: images['project-covers/ecommerce'],
    hoverImage: images['project-covers/ecommerce-hover'],
  },
  design: {
    image: images['project-covers/design'],
    hoverImage: images['project-covers/design-hover'],
  },
} as const satisfies Record<ProjectSlug, ProjectCover>;
