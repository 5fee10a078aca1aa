import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createBrowserI18n } from '@/i18n/create-browser-i18n';
import { currentLanguage } from '@/i18n/language-code';
import { frameNamespaces } from '@/i18n/namespaces';
import { App } from './app';
import { reportUnlessLanguageChanged } from './hydration-errors';
import { replayEarlyActivations } from '@/lib/early-activation';
import { prepareEarlyTaps } from './prepare-early-taps';
import { describeScreen } from './screens';

// The last stage of src/main.tsx: the visitor's language, hydration, then what waits for the page
// to settle (decorative motion, offline support).

/**
 * Hydrates the prerendered markup once the page's own texts have arrived, so nothing suspends
 * mid-hydration. A static host may answer an unknown path with another page's prerender
 * (404.html for /project/4, say): only markup made for this screen and language is hydrated;
 * anything else is rendered anew.
 */
export async function startApp(root: HTMLElement) {
  const i18n = createBrowserI18n();
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App i18n={i18n} />
      </BrowserRouter>
    </StrictMode>
  );
  const screen = describeScreen(window.location.pathname);
  const matchesPrerender =
    root.dataset.screen === screen.key && root.dataset.lang === currentLanguage(i18n);
  await i18n.loadNamespaces([...frameNamespaces, ...screen.namespaces]);
  prepareEarlyTaps();
  if (matchesPrerender) {
    // As a transition, hydration works in short slices and yields to the browser in between
    // (and to a visitor's first click), instead of one long task that blocks the page.
    // React's own priority bump for a part of the page (not in its published types).
    let reactRoot: (Root & { unstable_scheduleHydration(target: Element): void }) | undefined;
    startTransition(() => {
      reactRoot = hydrateRoot(root, app, {
        onRecoverableError: reportUnlessLanguageChanged(
          () => currentLanguage(i18n) !== root.dataset.lang,
        ),
      }) as NonNullable<typeof reactRoot>;
    });
    // Outside the transition: a replayed tap is as urgent as a live one.
    replayEarlyActivations((target) => reactRoot?.unstable_scheduleHydration(target));
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
    replayEarlyActivations(() => undefined);
  }
  startAfterSettle();
}

/** Loads what waits for the page to settle; a visitor offline by then gets it once back online. */
function startAfterSettle() {
  import('./after-settle')
    .then(({ afterSettle }) => afterSettle())
    .catch((error: unknown) => {
      console.warn('Decorative motion and offline support not started:', error);
      window.addEventListener('online', startAfterSettle, { once: true });
    });
}
