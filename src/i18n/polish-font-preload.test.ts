// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { runInlineScript } from '@/test/run-inline-script';
import { polishFontScript, preloadPolishFont } from './polish-font-preload';

const fontUrl = '/assets/plus-jakarta-sans-latin-ext-wght-normal-abc123.woff2';

function fontScript() {
  const script = document.createElement('script');
  script.setAttribute('data-font', fontUrl);
  return script;
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href'),
    // jsdom does not reflect `as` into the attribute; browsers do.
    as: link.as,
    type: link.type,
    crossOrigin: link.crossOrigin,
  }));

describe('the Polish font preload (inlined in <head>)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.documentElement.lang = 'en';
    document.documentElement.removeAttribute('data-swap-lang');
  });

  it('preloads the Latin Extended font for a visitor the head script swaps to Polish', () => {
    document.documentElement.setAttribute('data-swap-lang', 'pl');
    preloadPolishFont(fontScript(), document.documentElement);
    expect(preloads()).toEqual([
      { href: fontUrl, as: 'font', type: 'font/woff2', crossOrigin: '' },
    ]);
  });

  it('preloads it on a page already in Polish', () => {
    document.documentElement.lang = 'pl';
    preloadPolishFont(fontScript(), document.documentElement);
    expect(preloads()).toHaveLength(1);
  });

  it('leaves an English visitor alone, and one swapping from Polish to English', () => {
    preloadPolishFont(fontScript(), document.documentElement);
    document.documentElement.lang = 'pl';
    document.documentElement.setAttribute('data-swap-lang', 'en');
    preloadPolishFont(fontScript(), document.documentElement);
    expect(preloads()).toEqual([]);
  });

  it('is the script the page inlines, reading its own data-font', () => {
    document.documentElement.setAttribute('data-swap-lang', 'pl');
    const script = fontScript();
    script.textContent = polishFontScript;
    runInlineScript(script);
    expect(preloads()).toEqual([
      { href: fontUrl, as: 'font', type: 'font/woff2', crossOrigin: '' },
    ]);
  });
});
