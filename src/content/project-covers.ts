import type { ImageSource } from '@/components/responsive-image/responsive-image';
import { portfolioImages } from './images/portfolio.generated';
import { projectCoversImages as images } from './images/project-covers.generated';
import type { ProjectSlug } from './projects';

export type ProjectCover = { image: ImageSource; hoverImage: ImageSource };

// The picture each portfolio category shows on the home page (two of its pieces, composed by
// scripts/compose-showcase.ts), and the piece it swaps to on hover and keyboard focus (a gallery
// picture, so it costs no extra bytes). Sample artwork for the studio to replace: rerun the
// composition after changing the portfolio, or drop new files into
// src/assets/images/project-covers/, run `npm run images`, and point these entries at them.
export const projectCovers = {
  website: {
    image: images['project-covers/website'],
    hoverImage: portfolioImages['portfolio/website-guesthouse'],
  },
  ecommerce: {
    image: images['project-covers/ecommerce'],
    hoverImage: portfolioImages['portfolio/shop-ceramics'],
  },
  design: {
    image: images['project-covers/design'],
    hoverImage: portfolioImages['portfolio/design-packaging-zawrat'],
  },
} as const satisfies Record<ProjectSlug, ProjectCover>;
