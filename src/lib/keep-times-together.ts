/**
 * A text whose time ranges ("9:00–17:00") never break across lines: word joiners hold the dash to
 * the times on either side, so translators write plain text.
 */
export const keepTimesTogether = (text: string) => text.replace(/–(?=\d)/g, '\u2060–\u2060');
