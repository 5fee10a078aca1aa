import { sendContactToWhatsApp, sentMarker } from './send-to-whatsapp';

/**
 * The contact form's Send, inlined into every page's head by scripts/prerender.ts: listens on the
 * document in the capture phase from the first paint on, before the app has loaded and ahead of
 * its onSubmit. (Only the server build imports this file.)
 */
export const contactSubmitScript =
  `(function(send,marker){document.addEventListener('submit',function(event){send(event,marker)},true)})` +
  `(${sendContactToWhatsApp.toString()},${JSON.stringify(sentMarker)})`;
