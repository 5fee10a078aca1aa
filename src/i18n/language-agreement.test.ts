// @vitest-environment jsdom
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { afterEach, describe, expect, it } from 'vitest';
import { headBootScript } from './boot-language';
import { sharedOptions } from './i18n-options';
import { languageStorageKey } from './language-code';
import { languageDetection } from './language-detector';

// The page head picks the language before the first paint; the app's language detector picks it
// again once it starts. They must always agree, or the app would hydrate markup of the other
// language.

type Visit = { stored: string | null; browser: string[]; page: string };

function setUpVisit({ stored, browser, page }: Visit) {
  localStorage.clear();
  if (stored !== null) localStorage.setItem(languageStorageKey, stored);
  Object.defineProperty(navigator, 'languages', { value: browser, configurable: true });
  Object.defineProperty(navigator, 'language', { value: browser[0], configurable: true });
  document.documentElement.lang = page;
  document.documentElement.removeAttribute('data-swap-lang');
}

/** What the inline head script decides: the language it swaps to, or the page's own. */
function headScriptLanguage(): string {
  new Function(headBootScript)();
  const html = document.documentElement;
  return html.getAttribute('data-swap-lang') ?? html.lang;
}

function detectorLanguage(): string {
  const instance = i18next.createInstance();
  void instance
    .use(LanguageDetector)
    .init({ ...sharedOptions, resources: {}, detection: languageDetection });
  return instance.language;
}

const stored = [null, 'pl', 'en', 'pl-PL', 'pl_PL', 'EN', 'de', '"><img src=x onerror=alert(1)>'];
const browsers = [['pl-PL', 'en'], ['en-GB'], ['de-DE', 'pl'], ['fr'], ['<script>', 'pl'], []];
const pages = ['en', 'pl'];
const visits: Visit[] = stored.flatMap((value) =>
  browsers.flatMap((browser) => pages.map((page) => ({ stored: value, browser, page }))),
);

describe('the head script and the language detector', () => {
  afterEach(() => localStorage.clear());

  it.each(visits)('agree for %j', (visit) => {
    setUpVisit(visit);
    const fromHead = headScriptLanguage();
    setUpVisit(visit);
    expect(detectorLanguage()).toBe(fromHead);
  });

  it('follow the stored choice, then the browser, then the page', () => {
    setUpVisit({ stored: 'pl', browser: ['en-US'], page: 'en' });
    expect(detectorLanguage()).toBe('pl');
    setUpVisit({ stored: 'x<y', browser: ['pl-PL'], page: 'en' });
    expect(detectorLanguage()).toBe('pl');
    setUpVisit({ stored: null, browser: ['de'], page: 'pl' });
    expect(detectorLanguage()).toBe('pl');
    setUpVisit({ stored: null, browser: ['de'], page: 'fr' });
    expect(detectorLanguage()).toBe('en');
  });

  it('caches the choice under i18nextLng', async () => {
    setUpVisit({ stored: null, browser: ['pl-PL'], page: 'en' });
    const instance = i18next.createInstance();
    await instance
      .use(LanguageDetector)
      .init({ ...sharedOptions, resources: {}, detection: languageDetection });
    await instance.changeLanguage('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });
});
