import type { PictureSpec } from '@/components/responsive-image/picture-sources';
import { portfolioPhoneImages } from '@/content/images/portfolio-phone.generated';
import { portfolioImages } from '@/content/images/portfolio.generated';
import { projectPhonePictures } from '@/content/project-phone-pictures';
import type { ProjectItem } from '@/content/projects';

/** The widest the work viewer draws a picture, in CSS pixels. */
export const viewerMaxWidth = 1088;

/** How wide the work viewer draws a picture (the sizes attribute). */
const viewerSizes = `(min-width: 1160px) ${viewerMaxWidth}px, calc(100vw - 2rem)`;

/**
 * A phone held upright: there the viewer shows a site or shop as a phone shows it, across the
 * screen (the same condition as the viewer's phone layout in gallery.module.css).
 */
const phoneMedia = '(max-width: 30rem)';

/**
 * The picture the work viewer draws for an item: on a phone, a site's or shop's phone rendering.
 * In the viewer's chunk: the gallery's first JavaScript has no room for the phone renderings.
 */
export function viewerPicture(item: ProjectItem): PictureSpec {
  const phone = projectPhonePictures[item.image];
  return {
    image: portfolioImages[item.image],
    sizes: viewerSizes,
    art: phone && { media: phoneMedia, image: portfolioPhoneImages[phone], sizes: '100vw' },
  };
}
