import type { ImageName } from '@/components/responsive-image/responsive-image';

export type Testimonial = {
  id: number;
  /** Key under `people` in locales/{en,pl}/testimonials.json (name, profession, text). */
  key: 'marta' | 'tomasz' | 'sarah' | 'piotr' | 'lena';
  photo: ImageName;
};

// Five client voices for the home page marquee. Sample content for the studio to replace with
// real, approved quotes: edit an entry here and its texts in locales/{en,pl}/testimonials.json.
export const testimonials = [
  { id: 1, key: 'marta', photo: 'avatars/marta' },
  { id: 2, key: 'tomasz', photo: 'avatars/tomasz' },
  { id: 3, key: 'sarah', photo: 'avatars/sarah' },
  { id: 4, key: 'piotr', photo: 'avatars/piotr' },
  { id: 5, key: 'lena', photo: 'avatars/lena' },
] as const satisfies readonly Testimonial[];
