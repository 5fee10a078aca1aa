import { describe, expect, it } from 'vitest';
import { textBundleName } from './text-bundles';

const file = (language: string, namespace: string) =>
  `/repo/src/i18n/locales/${language}/${namespace}.json`;

describe('textBundleName', () => {
  it('puts the home sections of one language into one file', () => {
    for (const namespace of ['hero', 'about', 'services', 'blog', 'contact']) {
      expect(textBundleName(file('en', namespace))).toBe('texts-home-en');
      expect(textBundleName(file('pl', namespace))).toBe('texts-home-pl');
    }
  });

  it('bundles the Polish frame and leaves the English frame in the main bundle', () => {
    for (const namespace of ['common', 'navbar', 'footer', 'projects']) {
      expect(textBundleName(file('pl', namespace))).toBe('texts-frame-pl');
      expect(textBundleName(file('en', namespace))).toBeNull();
    }
  });

  it('leaves single-namespace pages, the blog articles and other modules alone', () => {
    expect(textBundleName(file('en', 'aboutPage'))).toBeNull();
    expect(textBundleName(file('pl', 'project'))).toBeNull();
    expect(textBundleName(file('en', 'blogPosts'))).toBeNull();
    expect(textBundleName('/repo/src/features/hero/hero.tsx')).toBeNull();
  });
});
