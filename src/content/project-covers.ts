import type { ImageSource } from '@/components/responsive-image/responsive-image';
import { projectCoversImages as images } from './images/project-covers.generated';
import type { ProjectSlug } from './projects';

export type ProjectCover = { image: ImageSource; hoverImage: ImageSource };

// The picture each portfolio category shows on the home page (two of its pieces, laid out in
// artwork/showcase.html), and the piece it swaps to on hover and keyboard focus: a gallery
// picture, so it costs no extra bytes offline. Its entry is copied from
// images/portfolio.generated.ts rather than imported, which would load all sixteen gallery
// entries with the home page (over its JavaScript budget); home-bottom-content.test.ts keeps the
// copy true. Sample artwork for the studio to replace: rerun the composition after changing the
// portfolio, or drop new files into src/assets/images/project-covers/, run `npm run images`, and
// point these entries at them.
export const projectCovers = {
  website: {
    image: images['project-covers/website'],
    hoverImage: {
      name: 'portfolio/website-guesthouse',
      width: 1920,
      height: 1200,
      hash: '4e4696ba',
      widths: [480, 960, 1440],
    },
  },
  ecommerce: {
    image: images['project-covers/ecommerce'],
    hoverImage: {
      name: 'portfolio/shop-ceramics',
      width: 1920,
      height: 1200,
      hash: '1881e861',
      widths: [480, 960, 1440],
    },
  },
  design: {
    image: images['project-covers/design'],
    hoverImage: {
      name: 'portfolio/design-packaging-zawrat',
      width: 1920,
      height: 1200,
      hash: 'f7fc44d7',
      widths: [480, 960, 1440],
    },
  },
} as const satisfies Record<ProjectSlug, ProjectCover>;
