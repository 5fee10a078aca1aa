/**
 * A property set on the contact form element once its message has gone to WhatsApp, until the
 * app has noticed (a property, not an attribute: hydration compares attributes).
 */
export const sentMarker = 'sentToWhatsApp';

/**
 * A submit listener that hands the contact form's message to WhatsApp in a new tab: labelled
 * lines for every field but the message (the labels are the form's own, so in the page's
 * language), a blank line, then the message's label and text, URL-encoded into wa.me's `text`.
 * It runs inside the trusted submit event, so the browser treats the new tab as the visitor's own
 * navigation, and only after the browser's own checks (name required, email format) have passed.
 * It then empties the form and sets its `marker` property. Forms that do not post to wa.me, and
 * submissions already handled, are left alone.
 *
 * Self-contained (no imports, no outer names): the prerender inlines its source into every page
 * (contactFormScript), so Send works the same before and after the app has loaded, through this
 * one listener. (On the development server's pages, which are not prerendered, the app calls it.)
 */
export function sendContactToWhatsApp(event: Event, marker: string): void {
  const form = event.target;
  const chat = form instanceof HTMLFormElement ? form.getAttribute('action') || '' : '';
  if (event.defaultPrevented || chat.indexOf('https://wa.me/') !== 0) return;
  const formElement = form as HTMLFormElement;
  const messageField = formElement.elements.namedItem('text');
  const clean = (value: string) => value.replace(/\r\n?/g, '\n').trim();
  const details: string[] = [];
  let message = '';
  formElement.querySelectorAll('label').forEach((label) => {
    const control = label.control as HTMLInputElement | HTMLTextAreaElement | null;
    if (!control) return;
    const name = (label.textContent || '').trim();
    if (control === messageField) message = `\n${name}:\n${clean(control.value)}`;
    else details.push(`${name}: ${clean(control.value)}`.trimEnd());
  });
  const text = (details.join('\n') + '\n' + message).trimEnd();
  event.preventDefault();
  window.open(`${chat}?text=${encodeURIComponent(text)}`, '_blank', 'noopener,noreferrer');
  formElement.reset();
  Reflect.set(formElement, marker, true);
}
