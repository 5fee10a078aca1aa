import { pageSettled } from '@/lib/page-settled';
import { registerServiceWorker } from '@/pwa/register';

/**
 * What waits for the page to settle (src/lib/page-settled.ts): the decorative loops, which the
 * stylesheets start on the settled mark, and offline support (src/pwa/), whose install downloads
 * the whole site. A chunk of its own, loaded once hydration has begun: no tap needs it sooner.
 */
export async function afterSettle(): Promise<void> {
  await pageSettled();
  if (import.meta.env.PROD) registerServiceWorker();
}
