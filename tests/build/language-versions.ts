// The page as each language's visitor gets it: the English markup as served, and the Polish markup
// from its inert script block put in #root, as the page's swap script does before the first paint.
const polishPattern = /\s*<script type="text\/html" id="prerendered-pl"[^>]*>([\s\S]*?)<\/script>/;
const rootPattern =
  /(<div id="root"[^>]*>)[\s\S]*?(<\/div>\s*<script type="text\/html" id="prerendered-pl")/;

/** The page as each language's visitor gets it. */
export function languageVersions(html: string): { language: string; html: string }[] {
  const polishBlock = polishPattern.exec(html);
  if (!polishBlock) return [{ language: 'en', html }];
  const polishMarkup = polishBlock[1] ?? '';
  const english = html.replace(polishPattern, '');
  const polish = html
    .replace(rootPattern, (_, open: string, close: string) => `${open}${polishMarkup}${close}`)
    .replace(polishPattern, '')
    .replace('<html lang="en">', '<html lang="pl">');
  return [
    { language: 'en', html: english },
    { language: 'pl', html: polish },
  ];
}
