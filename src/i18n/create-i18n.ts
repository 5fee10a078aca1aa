import i18next, { type i18n, type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { languageStorageKey, toSupportedLanguage } from './language-code';
import { fallbackLanguage, languages, namespaces, type Language } from './namespaces';
import { resources } from './resources';

const baseOptions: InitOptions = {
  resources,
  ns: [...namespaces],
  defaultNS: 'common',
  fallbackLng: fallbackLanguage,
  supportedLngs: [...languages],
  interpolation: { escapeValue: false },
  returnNull: false,
  // Resources are bundled, so initialisation can finish synchronously before the first render.
  initAsync: false,
};

/** A fresh instance in a fixed language: the prerender and the unit tests use it. */
export function createFixedI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({ ...baseOptions, lng: language });
  return instance;
}

/** The visitor's instance: stored choice, then browser language, then the page's lang attribute. */
export function createBrowserI18n(): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...baseOptions,
      detection: {
        order: ['localStorage', 'navigator', 'htmlTag'],
        lookupLocalStorage: languageStorageKey,
        caches: ['localStorage'],
        // pl-PL and pl_PL mean pl; unsupported codes pass through for i18next to skip.
        convertDetectedLanguage: (code: string) => toSupportedLanguage(code) ?? code,
      },
    });
  return instance;
}

export function currentLanguage(instance: i18n): Language {
  return toSupportedLanguage(instance.resolvedLanguage) ?? fallbackLanguage;
}
