import { languageStorageKey, pickLanguageFrom } from './language-code';
import { fallbackLanguage, languages } from './namespaces';

// Two tiny scripts inlined into every prerendered page, so that a Polish visitor never sees the
// English prerender: the first runs in <head> and decides the language; the second runs right
// after #root and, when needed, swaps in the Polish prerender, kept as the text of an inert
// <script type="text/html"> so that an English visitor's browser does not build it. Both run
// before the first paint and before the app's bundle arrives.

/**
 * Runs in <head>. Marks which prerendered language to show, and takes scroll restoration from
 * the browser.
 */
function bootLanguage(
  pick: typeof pickLanguageFrom,
  supported: string[],
  fallback: string,
  key: string,
) {
  const html = document.documentElement;
  // The app starts every page at its top (or its #section). Left to the browser, a reload
  // restores the old position by an anchor element and, on the home page, lands up to a header's
  // height off the top, so the header docks and the app then scrolls back: a visible jump.
  history.scrollRestoration = 'manual';
  const candidates: unknown[] = [];
  try {
    candidates.push(localStorage.getItem(key));
  } catch {
    // Storage can be blocked; the browser language still decides.
  }
  const language = pick(
    candidates.concat(navigator.languages || [navigator.language], html.lang),
    supported,
    fallback,
  );
  if (language !== html.lang) html.setAttribute('data-swap-lang', language);
}

/** Runs right after #root. Replaces the prerendered markup with the chosen language's. */
function swapPrerenderedLanguage() {
  const html = document.documentElement;
  const language = html.getAttribute('data-swap-lang');
  const root = document.getElementById('root');
  const markup = document.getElementById(`prerendered-${language}`);
  if (language && root && markup) {
    root.innerHTML = markup.textContent || '';
    root.setAttribute('data-lang', language);
    html.lang = language;
    document.title = markup.getAttribute('data-title') || document.title;
    const description = document.querySelector('meta[name="description"]');
    description?.setAttribute('content', markup.getAttribute('data-description') || '');
  }
  html.removeAttribute('data-swap-lang');
}

const args = [languages, fallbackLanguage, languageStorageKey].map((value) =>
  JSON.stringify(value),
);

export const headBootScript = `(${bootLanguage.toString()})(${pickLanguageFrom.toString()},${args.join(',')})`;
export const swapScript = `(${swapPrerenderedLanguage.toString()})()`;
/** Hides the English prerender only for the instant between the two scripts. */
export const swapStyle = 'html[data-swap-lang] #root{visibility:hidden}';
