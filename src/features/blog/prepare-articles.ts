import type { i18n } from 'i18next';

/** The reading view's code: not needed to show the page, so it comes with the article texts. */
export const loadArticleDialog = () => import('./blog-article-dialog');

/** The full article texts in the current language, and the dialog that shows them. */
export function prepareArticles(instance: i18n): Promise<unknown> {
  return Promise.all([instance.loadNamespaces('blogPosts'), loadArticleDialog()]);
}

/** Runs `task` once the browser is idle after load; returns a cancel function. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 2000);
  return () => window.clearTimeout(handle);
}
