/** Runs `task` once the browser is idle after load; returns a cancel function. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 2000);
  return () => window.clearTimeout(handle);
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
