import { defineItemDialog } from '@/components/dialog/item-dialog';
import type { ProjectItem } from '@/content/projects';

/**
 * The work viewer of one gallery item, with the captions: texts of their own, not the page's,
 * and the picture it draws chosen by code that comes with the viewer (on a phone, a site's phone
 * rendering): the page's first JavaScript has no room for either.
 */
export const galleryItemDialog = defineItemDialog({
  tapKind: 'item',
  loadView: () => import('./gallery-dialog'),
  namespace: 'galleryCaptions',
  picture: (item: ProjectItem) =>
    import('./viewer-picture').then(({ viewerPicture }) => viewerPicture(item)),
});
