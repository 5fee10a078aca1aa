import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { sharedOptions } from './i18n-options';
import { namespaces, type Language } from './namespaces';
import { resources } from './resources';

/**
 * A fresh instance in a fixed language with every text loaded: the prerender and the unit tests
 * use it. The browser uses create-browser-i18n.ts, which loads page texts on demand.
 */
export function createFixedI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(initReactI18next)
    .init({ ...sharedOptions, resources, ns: [...namespaces], lng: language });
  return instance;
}
