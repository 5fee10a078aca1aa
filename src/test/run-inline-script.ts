/**
 * Runs an inline script's text as the browser runs it in a page: with `document.currentScript`
 * set to the element holding it. A test of a script the prerender inlines runs it this way, so
 * that it proves what the page does, not what the function alone does.
 */
export function runInlineScript(script: HTMLScriptElement) {
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  try {
    new Function(script.textContent ?? '')();
  } finally {
    Reflect.deleteProperty(document, 'currentScript');
  }
}
