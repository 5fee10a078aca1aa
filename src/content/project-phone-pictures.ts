import type { portfolioPhoneImages } from './images/portfolio-phone.generated';
import type { ProjectItem } from './projects';

/**
 * The sites and shops of the galleries (src/content/projects.ts) as a phone shows them: a picture
 * of src/content/images/portfolio-phone.generated.ts for the item's picture. On a phone the work
 * viewer shows this one instead. Design pieces have none. A module of its own, not a field of the
 * items: every page's first JavaScript holds the items, and only the viewer needs these.
 */
export const projectPhonePictures: Partial<
  Record<ProjectItem['image'], keyof typeof portfolioPhoneImages>
> = {
  'portfolio/website-bakery': 'portfolio-phone/website-bakery',
  'portfolio/website-architect': 'portfolio-phone/website-architect',
  'portfolio/website-guesthouse': 'portfolio-phone/website-guesthouse',
  'portfolio/website-physio': 'portfolio-phone/website-physio',
  'portfolio/website-dental': 'portfolio-phone/website-dental',
  'portfolio/website-osteria': 'portfolio-phone/website-osteria',
  'portfolio/shop-coffee': 'portfolio-phone/shop-coffee',
  'portfolio/shop-ceramics': 'portfolio-phone/shop-ceramics',
};
