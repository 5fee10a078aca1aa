import type { i18n } from 'i18next';
import { blogPosts, type BlogPost } from '@/content/blog-posts';
import { earlyTappedIds } from '@/lib/early-activation';
import { rememberLoaded } from '@/lib/use-loaded';

/**
 * The reading view's code: not needed to show the page, so it comes with the article texts. The
 * dialog frame it renders is a chunk of its own (shared with the gallery), asked for side by side
 * instead of once the view has arrived: a round trip sooner when Read was tapped before the page
 * was ready and everything loads right then.
 */
export const loadArticleDialog = rememberLoaded(() =>
  Promise.all([import('./blog-article-dialog'), import('@/components/dialog/dialog')]).then(
    ([view]) => view,
  ),
);

/** How wide the reading view draws an article's picture (the sizes attribute). */
export const articlePictureSizes = '(min-width: 52rem) 48rem, 100vw';

/**
 * Everything one article's reading view shows: the full article texts in the current language,
 * the dialog, and its picture fetched and decoded.
 */
export function prepareArticle(instance: i18n, post: BlogPost): Promise<unknown> {
  return Promise.all([
    instance.loadNamespaces('blogPosts'),
    loadArticleDialog(),
    import('@/components/responsive-image/warm-picture').then(({ warmPicture }) =>
      warmPicture({ image: post.image, sizes: articlePictureSizes }),
    ),
  ]);
}

/** The articles whose Read was tapped before the app took over, still waiting to be handed back. */
export function tappedArticles(): BlogPost[] {
  const tapped = earlyTappedIds('post');
  return blogPosts.filter(({ id }) => tapped.includes(String(id)));
}

/** Prepares those articles as the app starts (src/app/prepare-early-taps.ts). */
export function prepareTappedArticles(instance: i18n): void {
  for (const post of tappedArticles()) void prepareArticle(instance, post).catch(() => undefined);
}
