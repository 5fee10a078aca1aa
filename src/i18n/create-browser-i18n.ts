import i18next, { type BackendModule, type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import commonEn from './locales/en/common.json';
import footerEn from './locales/en/footer.json';
import navbarEn from './locales/en/navbar.json';
import projectsEn from './locales/en/projects.json';
import { sharedOptions } from './i18n-options';
import { languageDetection } from './language-detector';
import { frameNamespaces, type FrameNamespace } from './namespaces';

// The English frame (header, footer, titles: frameNamespaces, the one list of them) ships in the
// main bundle, so there is always a language to fall back on. Everything else — the Polish frame,
// and each page's texts in either language — comes as small chunks of one language each, loaded
// before the page hydrates (see src/app/start-app.tsx) and preloaded by the page itself
// (scripts/prerender.ts). Vite takes only literal file names here: the typecheck holds the
// imports to frameNamespaces, and create-browser-i18n.test.ts the glob's exclusions.
export const bundledResources = {
  en: {
    common: commonEn,
    navbar: navbarEn,
    footer: footerEn,
    projects: projectsEn,
  } satisfies Record<FrameNamespace, unknown>,
};

const pageTexts = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*/*.json',
  '!./locales/en/common.json',
  '!./locales/en/navbar.json',
  '!./locales/en/footer.json',
  '!./locales/en/projects.json',
]);

/** The text files loaded on demand, for the test of the glob above. */
export const lazyTextFiles = /* @__PURE__ */ Object.keys(pageTexts);

const pageTextsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = pageTexts[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No texts for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The visitor's instance: stored choice, then browser language, then the page's lang attribute. */
export function createBrowserI18n(): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(pageTextsBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...sharedOptions,
      resources: bundledResources,
      partialBundledLanguages: true,
      // Both languages have every key (a unit test checks), so a Polish visitor never needs the
      // English page texts as a fallback: don't download them.
      fallbackLng: { pl: [], default: ['en'] },
      ns: [...frameNamespaces],
      detection: languageDetection,
    });
  return instance;
}
