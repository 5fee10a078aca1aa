import type { i18n } from 'i18next';

/** The article dialog's code and the full article texts in the current language. */
export function prepareArticles(instance: i18n): Promise<unknown> {
  return Promise.all([import('./blog-article-dialog'), instance.loadNamespaces('blogPosts')]);
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
