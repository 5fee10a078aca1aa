// Registers the service worker (src/pwa/sw.ts). main.tsx imports this module lazily after
// hydration; vite-plugin-pwa's registerSW in turn loads workbox-window lazily, so none of it
// weighs on the first paint.
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

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // In "prompt" mode, registerSW reloads this tab once when the accepted version takes control
  // (workbox-window's `controlling` event with isUpdate), never again afterwards.
  const activate = registerSW({
    onNeedRefresh: () => setPwaStatus({ needRefresh: true }),
    onOfflineReady: () => setPwaStatus({ offlineReady: true }),
    onRegisteredSW: (_url, registration) => {
      if (registration) watchForUpdates(registration);
    },
    onRegisterError: (error: unknown) => console.warn('Service worker not registered:', error),
  });
  setUpdateActivator(() => activate());
}
