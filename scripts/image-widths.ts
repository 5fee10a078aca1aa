/** Output widths per image group (the folder under src/assets/images). */
const widthsByGroup: Record<string, number[]> = {
  avatars: [96, 192],
  blog: [480, 960, 1600],
  // Category covers: cards at most 23rem wide.
  'project-covers': [480, 800],
  // The hero's showcase: drawn at most about 30rem wide, from 960 px screens up.
  hero: [480, 960],
  icons: [128, 256],
  // Gallery thumbnails (grid) and the large version in the gallery dialog.
  portfolio: [480, 960, 1440],
  // The sites and shops as a phone shows them: the work viewer on a phone, about 340-450 px wide.
  'portfolio-phone': [780],
  // About page illustrations: drawn at most about 560 px wide.
  'about-page': [480, 960],
  // Team portraits on the About page: drawn 12rem wide.
  team: [200, 400],
};

const defaultWidths = [480, 960, 1600];

export function imageWidths(group: string): number[] {
  return widthsByGroup[group] ?? defaultWidths;
}
