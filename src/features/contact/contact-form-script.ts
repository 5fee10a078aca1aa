import { countPlaceholder, countTyped } from './count-typed';
import { sendContactToWhatsApp, sentMarker } from './send-to-whatsapp';

/**
 * The contact form's Send and message counter, inlined into every page's head by
 * scripts/prerender.ts: listeners on the document in the capture phase from the first paint on,
 * before the app has loaded and ahead of its own. (Only the server build imports this file.)
 */
export const contactFormScript =
  `(function(send,marker,count,placeholder){` +
  `document.addEventListener('submit',function(event){send(event,marker)},true);` +
  `document.addEventListener('input',function(event){count(event,placeholder)},true)})` +
  `(${sendContactToWhatsApp.toString()},${JSON.stringify(sentMarker)},` +
  `${countTyped.toString()},${JSON.stringify(countPlaceholder)})`;
