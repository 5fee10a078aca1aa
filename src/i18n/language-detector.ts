import type { LanguageDetectorModule } from 'i18next';
import { languageStorageKey, pickLanguage } from './language-code';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(languageStorageKey);
  } catch {
    return null; // Storage can be blocked; the browser language still decides.
  }
}

/**
 * The visitor's language: the stored choice, then the browser's languages, then the page's lang
 * attribute; English when none is supported, and unsafe stored values skipped. It runs the same
 * pickLanguage as the script in the page head (boot-language.ts), so the prerendered language
 * and the app's always agree. The choice is cached under i18next's usual key, i18nextLng.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () =>
    pickLanguage([
      storedLanguage(),
      ...(navigator.languages ?? [navigator.language]),
      document.documentElement.lang,
    ]),
  cacheUserLanguage: (language) => {
    try {
      localStorage.setItem(languageStorageKey, language);
    } catch {
      // Without storage the choice lasts for this visit only.
    }
  },
};
