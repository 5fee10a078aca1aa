// The About page's story blocks and values. Sample content: the portraits, names and roles are
// made up for this site (src/assets/images/team/, drawn like the testimonial avatars); the studio
// replaces them with its own people. The texts live in locales/*/aboutPage.json.
import { aboutPageImages as images } from './images/about-page.generated';
import { teamImages } from './images/team.generated';

/** Each part of the story is told beside one of the people who lived it. */
export const aboutStory = [
  { key: 'start', portrait: teamImages['team/kasia'] },
  { key: 'team', portrait: teamImages['team/michal'] },
  { key: 'today', portrait: teamImages['team/ania'] },
] as const;

/** The robot beside the values. */
export const aboutRobot = images['about-page/robot'];

export const aboutValues = ['honesty', 'clarity', 'craft', 'speed', 'partnership'] as const;
