// The About page's story blocks and values. Sample content: the illustrations are made for this
// site (src/assets/images/about-page/); the texts live in locales/*/aboutPage.json.
import { aboutPageImages as images } from './images/about-page.generated';

export const aboutStory = [
  { key: 'start', image: images['about-page/story-sketch'] },
  { key: 'team', image: images['about-page/story-team'] },
  { key: 'today', image: images['about-page/story-today'] },
] as const;

/** The robot beside the values. */
export const aboutRobot = images['about-page/robot'];

export const aboutValues = ['honesty', 'clarity', 'craft', 'speed', 'partnership'] as const;
