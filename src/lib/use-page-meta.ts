import { useEffect } from 'react';

export type PageMeta = { title: string; description: string };

/** Keeps the tab title and meta description in step with the screen and the language. */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
