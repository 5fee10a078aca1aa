import { useEffect, useState } from 'react';

/**
 * Whether the browser reports a connection. Assumed online until hydration is over, so the
 * prerendered form and the first client render match. (The frame's src/pwa/use-online.ts does
 * the same; importing it here would move the PWA code into a chunk shared with this lazy part.)
 */
export function useOnlineStatus(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}
