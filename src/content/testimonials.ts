import type { ImageSource } from '@/components/responsive-image/responsive-image';
import { avatarsImages as images } from './images/avatars.generated';

export type Testimonial = {
  id: number;
  /** Key under `people` in locales/{en,pl}/testimonials.json (name, profession, text). */
  key: 'marta' | 'tomasz' | 'sarah' | 'piotr' | 'lena';
  photo: ImageSource;
};

// Five client voices for the home page marquee. Sample content for the studio to replace with
// real, approved quotes: edit an entry here and its texts in locales/{en,pl}/testimonials.json.
export const testimonials = [
  { id: 1, key: 'marta', photo: images['avatars/marta'] },
  { id: 2, key: 'tomasz', photo: images['avatars/tomasz'] },
  { id: 3, key: 'sarah', photo: images['avatars/sarah'] },
  { id: 4, key: 'piotr', photo: images['avatars/piotr'] },
  { id: 5, key: 'lena', photo: images['avatars/lena'] },
] as const satisfies readonly Testimonial[];
