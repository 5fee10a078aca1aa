import { fallbackLanguage, languages, type Language } from './namespaces';

export const languageStorageKey = 'i18nextLng';

/**
 * First candidate whose primary subtag is supported (pl-PL and pl_PL mean pl). Values that are not
 * BCP 47-looking tags (markup, script, quotes) are skipped. Self-contained on purpose: the page
 * head runs this same function before the app loads (see boot-language.ts).
 */
export function pickLanguageFrom(
  candidates: readonly unknown[],
  supported: readonly string[],
  fallback: string,
): string {
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue;
    if (!/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8}){0,3}$/.test(candidate)) continue;
    const primary = candidate.split(/[-_]/)[0]?.toLowerCase() ?? '';
    if (supported.indexOf(primary) !== -1) return primary;
  }
  return fallback;
}

/** Maps a detected value to a supported language, or null when it is unsafe or unsupported. */
export function toSupportedLanguage(value: unknown): Language | null {
  return (pickLanguageFrom([value], languages, '') || null) as Language | null;
}

/**
 * The language an i18next instance is set to, as one of the site's codes. (Not resolvedLanguage:
 * that lags until the language's lazily loaded texts have arrived.)
 */
export function currentLanguage(instance: { language?: string }): Language {
  return toSupportedLanguage(instance.language) ?? fallbackLanguage;
}
