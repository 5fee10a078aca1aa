import type { ImageSource } from '@/components/responsive-image/responsive-image';
import { blogImages as images } from './images/blog.generated';

export type BlogPost = {
  id: number;
  /** Key under `posts` in locales/{en,pl}/blog.json (card texts) and locales/{en,pl}/blogPosts.json (article). */
  slug:
    | 'first-screen'
    | 'usability-tests'
    | 'customer-interviews'
    | 'checkout'
    | 'brand-in-space'
    | 'forms-people-finish';
  image: ImageSource;
};

// The six articles on the home page. Sample content for the studio to replace: each post is one
// entry here, its card texts in locales/{en,pl}/blog.json and its article in
// locales/{en,pl}/blogPosts.json (paragraphs separated by line breaks).
export const blogPosts = [
  { id: 1, slug: 'first-screen', image: images['blog/first-screen'] },
  { id: 2, slug: 'usability-tests', image: images['blog/usability-tests'] },
  { id: 3, slug: 'customer-interviews', image: images['blog/customer-interviews'] },
  { id: 4, slug: 'checkout', image: images['blog/checkout'] },
  { id: 5, slug: 'brand-in-space', image: images['blog/brand-in-space'] },
  { id: 6, slug: 'forms-people-finish', image: images['blog/forms-people-finish'] },
] as const satisfies readonly BlogPost[];

export type BlogSlug = BlogPost['slug'];
