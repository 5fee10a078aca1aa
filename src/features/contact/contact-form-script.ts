import { draftStorageKey } from './contact-draft';
import { fieldIdPrefix } from './contact-fields';
import { countPlaceholder, countTyped } from './count-typed';
import { forgetSentDraft, saveTypedToDraft } from './draft-typed';
import { sendContactToWhatsApp, sentMarker } from './send-to-whatsapp';

/**
 * The contact form's Send, message counter and draft, inlined into every page's head by
 * scripts/prerender.ts: listeners on the document in the capture phase from the first paint on,
 * before the app has loaded and ahead of its own. (Only the server build imports this file.)
 */
export const contactFormScript =
  `(function(send,forget,marker,count,placeholder,save,key,prefix){` +
  `document.addEventListener('submit',function(event){send(event,marker);forget(event,key,marker)},true);` +
  `document.addEventListener('input',function(event){count(event,placeholder);save(event,key,prefix)},true)})` +
  `(${sendContactToWhatsApp.toString()},${forgetSentDraft.toString()},${JSON.stringify(sentMarker)},` +
  `${countTyped.toString()},${JSON.stringify(countPlaceholder)},` +
  `${saveTypedToDraft.toString()},${JSON.stringify(draftStorageKey)},${JSON.stringify(fieldIdPrefix)})`;
