import { Suspense, useLayoutEffect, type ReactNode } from 'react';

/** Tells the early-tap replay (src/lib/early-activation.ts) that its part of the page is live. */
export function ReplayEarlyTaps() {
  useLayoutEffect(() => window.earlyActivations?.notify?.(), []);
  return null;
}

export type HydratedPartProps = { children: ReactNode };

/**
 * A piece of the page that React hydrates on its own (a Suspense boundary): the part a visitor
 * touches first is hydrated first, and each commits without waiting for the rest of the page.
 */
export function HydratedPart({ children }: HydratedPartProps) {
  return (
    <Suspense>
      {children}
      <ReplayEarlyTaps />
    </Suspense>
  );
}
