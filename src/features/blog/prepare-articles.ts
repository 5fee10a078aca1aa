import type { i18n } from 'i18next';
import type { BlogPost } from '@/content/blog-posts';

/** The reading view's code: not needed to show the page, so it comes with the article texts. */
export const loadArticleDialog = () => import('./blog-article-dialog');

/** The full article texts in the current language, and the dialog that shows them. */
export function prepareArticles(instance: i18n): Promise<unknown> {
  return Promise.all([instance.loadNamespaces('blogPosts'), loadArticleDialog()]);
}

/** How wide the reading view draws an article's picture (the sizes attribute). */
export const articlePictureSizes = '(min-width: 52rem) 48rem, 100vw';

/** Everything one article's reading view shows, its picture fetched and decoded. */
export function prepareArticle(instance: i18n, post: BlogPost): Promise<unknown> {
  const picture = import('@/components/responsive-image/warm-picture').then(({ warmPicture }) =>
    warmPicture(post.image, articlePictureSizes),
  );
  return Promise.all([prepareArticles(instance), picture]);
}
