// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { createBrowserI18n } from './create-browser-i18n';
import { createFixedI18n } from './create-i18n';
import { currentLanguage, languageStorageKey } from './language-code';

function browserLanguages(list: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(list);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(list[0] ?? '');
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  document.documentElement.lang = '';
});

describe('createBrowserI18n', () => {
  it('prefers the stored choice over the browser language', () => {
    localStorage.setItem(languageStorageKey, 'pl');
    browserLanguages(['en-US']);
    expect(currentLanguage(createBrowserI18n())).toBe('pl');
  });

  it('uses the browser language when nothing is stored, and caches it', async () => {
    browserLanguages(['pl-PL', 'en']);
    const i18n = createBrowserI18n();
    expect(currentLanguage(i18n)).toBe('pl');
    await i18n.loadNamespaces('navbar');
    expect(i18n.t('navbar:items.contact')).toBe('Kontakt');
    expect(localStorage.getItem(languageStorageKey)).toBe('pl');
  });

  it('discards an unsafe stored value', () => {
    localStorage.setItem(languageStorageKey, '"><img src=x onerror=alert(1)>');
    browserLanguages(['de-DE']);
    const i18n = createBrowserI18n();
    expect(currentLanguage(i18n)).toBe('en');
    expect(localStorage.getItem(languageStorageKey)).toBe('en');
  });

  it('falls back to the page language, then English', () => {
    browserLanguages(['fr-FR']);
    document.documentElement.lang = 'pl';
    expect(currentLanguage(createBrowserI18n())).toBe('pl');
    localStorage.clear();
    document.documentElement.lang = '';
    expect(currentLanguage(createBrowserI18n())).toBe('en');
  });

  it('loads a page’s texts on demand, in the visitor’s language only', async () => {
    browserLanguages(['pl']);
    const i18n = createBrowserI18n();
    expect(i18n.hasResourceBundle('pl', 'aboutPage')).toBe(false);
    await i18n.loadNamespaces('aboutPage');
    expect(i18n.t('aboutPage:title')).toBe(`O ${site.name}`);
    expect(i18n.hasResourceBundle('en', 'aboutPage')).toBe(false);
  });

  it('stores a language the visitor chooses', async () => {
    browserLanguages(['en']);
    const i18n = createBrowserI18n();
    await i18n.changeLanguage('pl');
    expect(localStorage.getItem(languageStorageKey)).toBe('pl');
  });
});

describe('createFixedI18n', () => {
  it('translates synchronously in the given language', () => {
    expect(createFixedI18n('pl').t('notFound.title')).toBe('Nie znaleziono strony');
    expect(createFixedI18n('en').t('notFound.title')).toBe('Page Not Found');
  });
});
