import { describe, expect, it } from 'vitest';
import { pickLanguageFrom, toSupportedLanguage } from './language-code';
import { fallbackLanguage, languages } from './namespaces';

/** What the head script decides (boot-language.ts), for the site's languages. */
const pickLanguage = (candidates: readonly unknown[]) =>
  pickLanguageFrom(candidates, languages, fallbackLanguage);

describe('toSupportedLanguage', () => {
  it.each([
    ['en', 'en'],
    ['pl', 'pl'],
    ['pl-PL', 'pl'],
    ['pl_PL', 'pl'],
    ['PL', 'pl'],
    ['en-GB', 'en'],
  ])('maps %s to %s', (input, expected) => {
    expect(toSupportedLanguage(input)).toBe(expected);
  });

  it.each([
    'de',
    'de-DE',
    '',
    '"><img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    'pl<script>',
    'p',
    'pl-'.padEnd(300, 'x'),
    null,
    undefined,
    42,
  ])('rejects %s', (input) => {
    expect(toSupportedLanguage(input)).toBeNull();
  });
});

describe('pickLanguageFrom', () => {
  it('takes the first supported candidate in order', () => {
    expect(pickLanguage(['pl', 'en-US', 'en'])).toBe('pl');
    expect(pickLanguage([null, 'de-DE', 'pl-PL', 'en'])).toBe('pl');
    expect(pickLanguage(['en', 'pl'])).toBe('en');
  });

  it('skips an unsafe stored value and falls through to the browser language', () => {
    expect(pickLanguage(['"><img src=x onerror=alert(1)>', 'pl-PL', 'en'])).toBe('pl');
  });

  it('falls back to English when nothing is supported', () => {
    expect(pickLanguage(['de', 'fr-FR', 'es'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });
});
