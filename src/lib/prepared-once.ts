/**
 * Remembers which preparations (a dialog's code, texts and picture) have finished, so that a tap
 * on something already prepared acts at once, inside the visitor's own event: React then renders
 * it before the next frame, instead of after a promise and a scheduler turn.
 */
export function preparedOnce<K>(prepare: (key: K) => Promise<unknown>) {
  const ready = new Set<K>();
  const pending = new Map<K, Promise<void>>();
  const start = (key: K): Promise<void> => {
    let preparing = pending.get(key);
    if (!preparing) {
      preparing = prepare(key).then(() => void ready.add(key));
      // A failure (offline, say) is forgotten, so the next tap tries again.
      preparing.catch(() => pending.delete(key));
      pending.set(key, preparing);
    }
    return preparing;
  };
  /** Starts preparing, or joins what is under way: settles once done, never rejects. */
  const prepared = (key: K): Promise<void> => start(key).catch(() => undefined);
  return {
    prepared,
    /** The same for an event handler (on intent), which takes no promise back. */
    prepare: (key: K) => void prepared(key),
    /** Runs `then` at once when `key` is prepared, otherwise once it is. */
    whenPrepared: (key: K, then: () => void) => {
      if (ready.has(key)) then();
      else start(key).then(then, () => undefined);
    },
  };
}
