/**
 * Inlined in <head> after the head boot script (boot-language.ts), on pages whose English first
 * screen draws no Polish letters: starts the Latin Extended font (ą ć ę ł ń ó ś ź ż), named in the
 * script's data-font, early for a Polish visitor, instead of when layout first asks for it. The
 * prerender (scripts/prerender.ts) preloads it for every visitor on the other pages.
 */
export function preloadPolishFont(script: Element | null, html: HTMLElement) {
  if ((html.getAttribute('data-swap-lang') || html.lang) !== 'pl') return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'font';
  link.type = 'font/woff2';
  link.crossOrigin = '';
  link.href = script?.getAttribute('data-font') || '';
  document.head.appendChild(link);
}

export const polishFontScript = `(${preloadPolishFont.toString()})(document.currentScript,document.documentElement)`;
