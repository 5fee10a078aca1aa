import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * The year on the visitor's clock. The prerendered page carries the build year; the browser
 * swaps in its own after hydration without a mismatch.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
