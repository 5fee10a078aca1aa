// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runInlineScript } from '@/test/run-inline-script';
import { loadAppAfterFirstPaint, moduleLoaderScript } from './module-loader';

function loaderScript() {
  const script = document.createElement('script');
  script.setAttribute('data-modules', JSON.stringify(['/assets/entry.js', '/assets/page.js']));
  script.setAttribute(
    'data-texts',
    JSON.stringify({ en: ['/assets/en.js'], pl: ['/assets/pl.js'] }),
  );
  script.setAttribute('data-stylesheet', '/assets/style.css');
  document.body.append(script);
  return script;
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );
const stylesheets = () =>
  [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
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

  /** Paint timing that reports the first contentful paint when the test says it happened. */
  function paintTiming() {
    let report: (() => void) | undefined;
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback: PerformanceObserverCallback) {
          const list = {
            getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []),
          } as unknown as PerformanceObserverEntryList;
          report = () => callback(list, this as unknown as PerformanceObserver);
        }
        observe() {}
        disconnect() {
          report = undefined;
        }
      },
    );
    return { paint: () => report?.() };
  }

  it("after the first paint, preloads the page's chunks and texts one per task, then the entry", () => {
    document.documentElement.setAttribute('data-swap-lang', 'pl');
    const browser = paintTiming();
    loadAppAfterFirstPaint(loaderScript(), document.documentElement);
    vi.advanceTimersByTime(1000);
    expect(preloads()).toEqual([]);
    expect(stylesheets()).toEqual([]);
    browser.paint();
    vi.advanceTimersToNextTimer();
    expect(stylesheets()).toEqual(['/assets/style.css']);
    expect(preloads()).toEqual(['/assets/page.js']);
    expect(entry()).toBeUndefined();
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(['/assets/page.js', '/assets/pl.js']);
    expect(entry()).toBe('/assets/entry.js');
    vi.runAllTimers();
    expect(preloads()).toHaveLength(2);
    document.documentElement.removeAttribute('data-swap-lang');
  });

  it('does not wait for the load event once the page has painted', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const browser = paintTiming();
    loadAppAfterFirstPaint(loaderScript(), document.documentElement);
    browser.paint();
    vi.advanceTimersByTime(1); // far from the 3 s fallback
    expect(preloads()).toContain('/assets/page.js');
  });

  it('starts after 3 s if the page has not painted by then (a tab opened in the background)', () => {
    paintTiming();
    loadAppAfterFirstPaint(loaderScript(), document.documentElement);
    vi.advanceTimersByTime(2999);
    expect(preloads()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(preloads()).toEqual(['/assets/page.js']);
  });

  it('without paint timing, starts once the page has loaded', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    loadAppAfterFirstPaint(loaderScript(), document.documentElement);
    expect(preloads()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(preloads()).toEqual(['/assets/page.js']);
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

  it('is the script the page inlines: run there, it reads its own lists and starts the app', () => {
    document.documentElement.setAttribute('data-swap-lang', 'pl');
    window.earlyActivations = { targets: [document.body] };
    const script = loaderScript();
    script.textContent = moduleLoaderScript;
    runInlineScript(script);
    expect(preloads()).toEqual(['/assets/page.js']);
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(['/assets/page.js', '/assets/pl.js']);
    expect(entry()).toBe('/assets/entry.js');
  });
});
