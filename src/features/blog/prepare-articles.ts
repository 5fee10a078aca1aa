import type { i18n } from 'i18next';

/** The full article texts in the current language. */
export function prepareArticles(instance: i18n): Promise<unknown> {
  return instance.loadNamespaces('blogPosts');
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
