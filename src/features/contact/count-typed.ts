/** Where the count goes in a counter's `data-template` (the counter's text in the page's language). */
export const countPlaceholder = '{used}';

/**
 * An input listener that keeps a text field's character counter right: the counter is the element
 * the field's `aria-describedby` names, when it carries a `data-template`. The app renders the
 * same text once it has taken the form over, so this matters while the visitor types before that.
 *
 * Self-contained (no imports, no outer names): the prerender inlines its source into every page
 * (contactFormScript). It sets the counter's text as React does, so the two never disagree.
 */
export function countTyped(event: Event, placeholder: string): void {
  const field = event.target;
  if (!(field instanceof HTMLTextAreaElement) && !(field instanceof HTMLInputElement)) return;
  const counter = document.getElementById(field.getAttribute('aria-describedby') || '');
  const template = counter ? counter.getAttribute('data-template') : null;
  if (counter && template) {
    counter.textContent = template.replace(placeholder, String(field.value.length));
  }
}
