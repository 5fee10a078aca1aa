/** How long to wait for an idle period, and how long without requestIdleCallback. */
export type IdleWait = { timeoutMs?: number; fallbackMs: number };

/**
 * Runs `task` in the browser's next idle period; browsers without requestIdleCallback run it
 * after `fallbackMs` with no idle time left. Returns a cancel function. The one wrapper around
 * requestIdleCallback: the dialogs' preparation and the settle check (page-settled.ts) use it.
 */
export function whenIdle(
  task: (deadline: IdleDeadline) => void,
  { timeoutMs, fallbackMs }: IdleWait = { timeoutMs: 5000, fallbackMs: 2000 },
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    // An undefined timeout is no timeout, as if the option were left out.
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(
    () => task({ didTimeout: false, timeRemaining: () => 0 }),
    fallbackMs,
  );
  return () => window.clearTimeout(handle);
}

let pageLeaving = false;

/**
 * Stops every whenIdleInTurn preparation for the rest of this page's life: the visitor accepted a
 * new version and the page reloads as soon as it takes over. Chromium hands the page to the new
 * service worker once the old one has stopped; a picture requested through the old one while it
 * stops starts it again with its usual 30 s idle time, and "Updating…" stayed that long (about
 * one update in eight in the update test; the one traced had warmed a dialog's picture).
 */
export function stopIdlePreparation(): void {
  pageLeaving = true;
}

/**
 * Runs `task` on each item in turn, each in an idle period of its own once the previous one has
 * finished. A page's dialogs prepared all at once (their pictures decoded, their code evaluated)
 * made one task long enough to hold up a tap on a phone. Returns a cancel function.
 */
export function whenIdleInTurn<T>(
  items: readonly T[],
  task: (item: T) => Promise<unknown>,
): () => void {
  let cancelled = false;
  let cancelWait: () => void = () => undefined;
  const runFrom = (index: number) => {
    const item = items[index];
    if (cancelled || item === undefined) return;
    cancelWait = whenIdle(() => {
      if (pageLeaving) return;
      void task(item)
        .catch(() => undefined)
        .then(() => runFrom(index + 1));
    });
  };
  runFrom(0);
  return () => {
    cancelled = true;
    cancelWait();
  };
}
