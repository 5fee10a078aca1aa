import type { DetectorOptions } from 'i18next-browser-languagedetector';
import { languageStorageKey, toSupportedLanguage } from './language-code';

/**
 * Settings for i18next-browser-languagedetector: the site's detection order (stored choice,
 * browser languages, the page's lang attribute), the choice cached under i18next's usual key.
 * Every detected value goes through the same check as the script in the page head
 * (boot-language.ts), so `pl-PL` and `pl_PL` mean pl and anything unsafe or unsupported drops out
 * (an empty code is never chosen): the prerendered language and the app's always agree.
 */
export const detectorOptions: DetectorOptions = {
  order: ['localStorage', 'navigator', 'htmlTag'],
  lookupLocalStorage: languageStorageKey,
  caches: ['localStorage'],
  convertDetectedLanguage: (code) => toSupportedLanguage(code) ?? '',
};
