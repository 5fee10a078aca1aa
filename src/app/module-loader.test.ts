import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAppAfterFirstPaint, moduleLoaderScript } from './module-loader';

function loaderScript() {
  const script = document.createElement('script');
  script.setAttribute('data-modules', JSON.stringify(['/assets/entry.js', '/assets/page.js']));
  script.setAttribute(
    'data-texts',
    JSON.stringify({ en: ['/assets/en.js'], pl: ['/assets/pl.js'] }),
  );
  document.body.append(script);
  return script;
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );
const entry = () => document.body.querySelector('script[type="module"]')?.getAttribute('src');

describe('the module loader (inlined at the end of each page)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    document.documentElement.lang = 'en';
    delete window.earlyActivations;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("after the first paint, preloads the page's chunks and texts one per task, then the entry", () => {
    document.documentElement.setAttribute('data-swap-lang', 'pl');
    vi.stubGlobal('PerformanceObserver', undefined); // no paint timing: counts as painted
    loadAppAfterFirstPaint(loaderScript(), document.documentElement);
    expect(preloads()).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(['/assets/page.js']);
    expect(entry()).toBeUndefined();
    vi.runAllTimers();
    expect(preloads()).toEqual(['/assets/page.js', '/assets/pl.js']);
    expect(entry()).toBe('/assets/entry.js');
    document.documentElement.removeAttribute('data-swap-lang');
  });

  it('starts at once when the visitor has already tapped a control', () => {
    window.earlyActivations = { targets: [document.body] };
    loadAppAfterFirstPaint(loaderScript(), document.documentElement);
    expect(preloads()).toEqual(['/assets/page.js']);
  });

  it('starts at once on a later early tap', () => {
    window.earlyActivations = { targets: [] };
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    loadAppAfterFirstPaint(loaderScript(), document.documentElement);
    expect(preloads()).toEqual([]);
    window.earlyActivations.notify?.();
    expect(preloads()).toEqual(['/assets/page.js']);
  });

  it('is the script the page inlines', () => {
    expect(moduleLoaderScript).toContain(loadAppAfterFirstPaint.name);
    expect(moduleLoaderScript).toContain('document.currentScript');
  });
});
