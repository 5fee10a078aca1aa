import { defineItemDialog } from '@/components/dialog/item-dialog';
import { portfolioImages } from '@/content/images/portfolio.generated';
import type { ProjectItem } from '@/content/projects';

/** How wide the work viewer draws a picture (the sizes attribute). */
export const dialogPictureSizes = '(min-width: 1160px) 1088px, calc(100vw - 2rem)';

/**
 * The work viewer of one gallery item, with the captions: texts of their own, not the page's
 * (the page's first JavaScript has no room for them).
 */
export const galleryItemDialog = defineItemDialog({
  tapKind: 'item',
  loadView: () => import('./gallery-dialog'),
  namespace: 'galleryCaptions',
  picture: (item: ProjectItem) => ({
    image: portfolioImages[item.image],
    sizes: dialogPictureSizes,
  }),
});
