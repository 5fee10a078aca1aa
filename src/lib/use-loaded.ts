import { useEffect, useState } from 'react';

/** A stable, module-level loader that keeps what it has resolved to (see rememberLoaded). */
export type Loader<T> = (() => Promise<T>) & { loaded?: { value: T } };

/**
 * Wraps a loader so that it keeps its result: a component that mounts after the code has come
 * (prepared for a tap taken before the app, say) then has it at its first render, and a tap handed
 * back right then opens the dialog at once instead of a render later.
 */
export function rememberLoaded<T>(load: () => Promise<T>): Loader<T> {
  const loader: Loader<T> = () =>
    load().then((value) => {
      loader.loaded = { value };
      return value;
    });
  return loader;
}

/**
 * What `load` resolves to, once it has: for a dialog's code, loaded as soon as its section is
 * live. Unlike React.lazy, nothing suspends when the dialog first renders: React holds back the
 * reveal of suspended content for up to 300 ms, which a visitor would feel as a slow tap.
 */
export function useLoaded<T>(load: Loader<T>): T | undefined {
  const [loaded, setLoaded] = useState(() => load.loaded);
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setLoaded((current) => current ?? { value }),
      () => undefined, // Offline before it came: the next tap loads it (see its caller).
    );
    return () => {
      live = false;
    };
  }, [load]);
  return loaded?.value;
}
