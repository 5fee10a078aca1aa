import { describe, expect, it } from 'vitest';
import { inOtherFormat, pictureFormatOf, splitByPictureFormat } from './picture-formats';

describe('pictureFormatOf', () => {
  it.each([
    ['/images/portfolio/bakery.0123abcd-480.avif', 'avif'],
    ['images/blog/forms.89abcdef-960.webp', 'webp'],
    ['/images/avatars/team/anna.0123abcd-96.webp', 'webp'],
  ])('%s is a built picture in %s', (path, format) => {
    expect(pictureFormatOf(path)).toBe(format);
  });

  it.each([
    '/images/missing.avif',
    '/images/portfolio/bakery-480.avif',
    '/icons/icon-512.png',
    '/assets/start-app-Tr2LlHko.js',
    '/screenshots/home.0123abcd-480.webp',
  ])('%s is not', (path) => {
    expect(pictureFormatOf(path)).toBeNull();
  });
});

describe('inOtherFormat', () => {
  it('swaps AVIF and WebP, keeping the name, hash and width', () => {
    expect(inOtherFormat('/images/hero/home.0123abcd-960.avif')).toBe(
      '/images/hero/home.0123abcd-960.webp',
    );
    expect(inOtherFormat('/images/hero/home.0123abcd-960.webp')).toBe(
      '/images/hero/home.0123abcd-960.avif',
    );
  });

  it('refuses anything else', () => {
    expect(() => inOtherFormat('/icons/icon-512.png')).toThrow(/Not a built picture/);
  });
});

describe('splitByPictureFormat', () => {
  it('keeps every entry, each in one list, in order', () => {
    const entries = [
      { url: 'index.html', revision: 'a' },
      { url: 'images/hero/home.0123abcd-480.avif', revision: null },
      'icons/favicon-48.png',
      { url: 'images/hero/home.0123abcd-480.webp', revision: null },
      { url: 'images/hero/home.0123abcd-960.avif', revision: null },
    ];
    const { siteFiles, pictures } = splitByPictureFormat(entries);
    expect(siteFiles).toEqual([entries[0], entries[2]]);
    expect(pictures.avif).toEqual([entries[1], entries[4]]);
    expect(pictures.webp).toEqual([entries[3]]);
  });
});
