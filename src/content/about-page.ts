// The About page's story blocks and values. Sample content: the illustrations are made for this
// site (src/assets/images/about-page/); the texts live in locales/*/aboutPage.json.
export const aboutStory = [
  { key: 'start', image: 'about-page/story-sketch' },
  { key: 'team', image: 'about-page/story-team' },
  { key: 'today', image: 'about-page/story-today' },
] as const;

export const aboutValues = ['honesty', 'clarity', 'craft', 'speed', 'partnership'] as const;
