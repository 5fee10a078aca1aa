import { lazy, Suspense, useSyncExternalStore } from 'react';
import styles from './pwa-notices.module.css';

const noSubscription = () => () => {};

const PwaNotices = lazy(() => import('./pwa-notices').then((m) => ({ default: m.PwaNotices })));

/**
 * Bottom-left, clear of the header and its contact button. The polite live region exists from the
 * first paint so that screen readers announce what appears in it; the notices themselves load once
 * the page is interactive, since none of them can be needed before the service worker reports.
 */
export function PwaNoticeRegion() {
  // False in the prerender and during hydration, true right after: the notices never hydrate.
  const interactive = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <div className={styles.region} aria-live="polite">
      {interactive && (
        <Suspense>
          <PwaNotices />
        </Suspense>
      )}
    </div>
  );
}
