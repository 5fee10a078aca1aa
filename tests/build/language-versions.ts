// The page as each language's visitor gets it: the English markup as served, and the Polish markup
// from the <template> put in #root, as the page's swap script does before the first paint.
const templatePattern = /\s*<template id="prerendered-pl"[^>]*>([\s\S]*?)<\/template>/;
const rootPattern = /(<div id="root"[^>]*>)[\s\S]*?(<\/div>\s*<template id="prerendered-pl")/;

/** The page as each language's visitor gets it. */
export function languageVersions(html: string): { language: string; html: string }[] {
  const template = templatePattern.exec(html);
  if (!template) return [{ language: 'en', html }];
  const polishMarkup = template[1] ?? '';
  const english = html.replace(templatePattern, '');
  const polish = html
    .replace(rootPattern, (_, open: string, close: string) => `${open}${polishMarkup}${close}`)
    .replace(templatePattern, '')
    .replace('<html lang="en">', '<html lang="pl">');
  return [
    { language: 'en', html: english },
    { language: 'pl', html: polish },
  ];
}
