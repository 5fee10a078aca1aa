import { useEffect, useState } from 'react';

/**
 * What `load` (a stable, module-level loader) resolves to, once it has: for a dialog's code,
 * loaded as soon as its section is live. Unlike React.lazy, nothing suspends when the dialog first
 * renders: React holds back the reveal of suspended content for up to 300 ms, which a visitor
 * would feel as a slow tap.
 */
export function useLoaded<T>(load: () => Promise<T>): T | undefined {
  const [loaded, setLoaded] = useState<{ value: T }>();
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setLoaded({ value }),
      () => undefined, // Offline before it came: the next tap loads it (see its caller).
    );
    return () => {
      live = false;
    };
  }, [load]);
  return loaded?.value;
}
