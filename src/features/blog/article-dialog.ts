import { defineItemDialog } from '@/components/dialog/item-dialog';
import type { BlogPost } from '@/content/blog-posts';

/** How wide the reading view draws an article's picture (the sizes attribute). */
export const articlePictureSizes = '(min-width: 44rem) 40rem, 100vw';

/** The reading view of one article, with the full article texts (the blogPosts namespace). */
export const articleDialog = defineItemDialog({
  tapKind: 'post',
  loadView: () => import('./blog-article-dialog'),
  namespace: 'blogPosts',
  picture: (post: BlogPost) => ({ image: post.image, sizes: articlePictureSizes }),
});
