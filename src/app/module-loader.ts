import type { EarlyActivations } from '@/lib/early-activation';

/**
 * Inlined at the end of every prerendered page (scripts/prerender.ts): loads the app once the
 * page has painted its first content, at once when the visitor taps a control before that (see
 * early-activation.ts), or after 3 s at the latest: the entry and the chunks it needs, and the
 * page's texts in the visitor's language (chosen by the head script). Until the first paint the
 * network and the main thread belong to the first screen: requested earlier, the scripts pushed
 * Lighthouse's first paint from about 830 to 1300 ms and a gallery's largest paint over its budget.
 * It no longer waits for the load event (the eager pictures and fonts) as well: on a phone's
 * network that held the app back by 0.3-0.5 s for no gain (docs/performance.md, "When the app
 * starts"). Each request starts in a task of its own: all at once made a task long enough to
 * hold up a tap on a phone. The text is the same on every page (one CSP hash); each page's lists
 * ride in data attributes: data-modules (the entry first), data-texts (per language) and
 * data-stylesheet (the rest of the page's stylesheet: the rules its first markup does not use).
 */
export function loadAppAfterFirstPaint(script: HTMLScriptElement, html: HTMLElement) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const language = html.getAttribute('data-swap-lang') || html.lang;
    const modules = JSON.parse(script.getAttribute('data-modules') || '[]') as string[];
    const texts = JSON.parse(script.getAttribute('data-texts') || '{}') as Record<string, string[]>;
    const queue = modules.slice(1).concat(texts[language] || []);
    // The rest of the stylesheet (the page inlines only the rules its markup uses), first.
    const stylesheet = document.createElement('link');
    stylesheet.rel = 'stylesheet';
    stylesheet.href = script.getAttribute('data-stylesheet') || '';
    document.head.appendChild(stylesheet);
    const next = () => {
      const url = queue.shift();
      if (url) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = url;
        document.head.appendChild(link);
        setTimeout(next, 0);
        return;
      }
      const entry = document.createElement('script');
      entry.type = 'module';
      entry.crossOrigin = '';
      entry.src = modules[0] || '';
      document.body.appendChild(entry);
    };
    next();
  };
  const early: EarlyActivations | undefined = window.earlyActivations;
  if (early) {
    early.notify = start;
    if (early.targets.length) start();
  }
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        setTimeout(start, 0);
      }
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing: the load event is the nearest sign that the first screen is done.
    if (document.readyState === 'complete') start();
    else addEventListener('load', start);
  }
  setTimeout(start, 3000);
}

export const moduleLoaderScript = `(${loadAppAfterFirstPaint.toString()})(document.currentScript,document.documentElement)`;
