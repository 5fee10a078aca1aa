// Registers the service worker (src/pwa/sw.ts) once the page has settled (src/app/after-settle.ts,
// loaded lazily after hydration has begun); vite-plugin-pwa's registerSW in turn loads
// workbox-window lazily, so none of it weighs on the first paint.
import { registerSW } from 'virtual:pwa-register';
import { setPwaStatus, setUpdateActivator } from './pwa-status';

/** How often an open tab asks the server whether a new version has been deployed. */
const updateCheckInterval = 60 * 60 * 1000;

function watchForUpdates(registration: ServiceWorkerRegistration) {
  const check = () => {
    if (!navigator.onLine || registration.installing) return;
    // An unreachable server simply means no update this time.
    registration.update().catch(() => undefined);
  };
  window.setInterval(check, updateCheckInterval);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/**
 * Once a new version has been announced in this tab, the moment it takes control (the visitor
 * accepted it here or in another tab) this tab reloads, exactly once, so that it never runs old
 * code against the new precache. The first install taking control (no announcement) reloads
 * nothing, and a reloaded page has no announced version, so there is no loop.
 */
function reloadWhenNewVersionControls(): () => void {
  let announced = false;
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!announced || reloading) return;
    reloading = true;
    window.location.reload();
  });
  return () => {
    announced = true;
  };
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const announce = reloadWhenNewVersionControls();
  const activate = registerSW({
    onNeedRefresh: () => {
      announce();
      setPwaStatus({ needRefresh: true });
    },
    onOfflineReady: () => setPwaStatus({ offlineReady: true }),
    onRegisteredSW: (_url, registration) => {
      if (registration) watchForUpdates(registration);
    },
    onRegisterError: (error: unknown) => console.warn('Service worker not registered:', error),
  });
  setUpdateActivator(() => activate());
}
