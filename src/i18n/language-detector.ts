import type { DetectorOptions } from 'i18next-browser-languagedetector';
import { languageStorageKey, toSupportedLanguage } from './language-code';

/**
 * How i18next-browser-languagedetector picks the visitor's language: the stored choice, then the
 * browser's languages, then the page's lang attribute; English when none is supported. Each value
 * is reduced to a supported language as the script in the page head does (boot-language.ts: pl-PL
 * and pl_PL mean pl; anything that is not a language tag counts for nothing), so the prerendered
 * language and the app's always agree. The choice is cached under the default key, i18nextLng.
 */
export const languageDetection: DetectorOptions = {
  order: ['localStorage', 'navigator', 'htmlTag'],
  lookupLocalStorage: languageStorageKey,
  caches: ['localStorage'],
  convertDetectedLanguage: (value) => toSupportedLanguage(value) ?? '',
};
