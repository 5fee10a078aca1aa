// The project's eslint.config.js on code samples: visible copy written into JSX, imports across the
// folder boundaries and file names that are not kebab-case fail; what the structure allows passes.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });

// The first run loads the config and its plugins: seconds on a busy machine.
beforeAll(() => eslint.lintText('', { filePath: 'src/lib/warm-up.ts' }), 60_000);

/** The rules that fail on `code` as the file `filePath`; a sample that does not parse throws. */
async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const messages = result?.messages ?? [];
  const fatal = messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${filePath} does not parse: ${fatal.message}`);
  return messages.map((message) => message.ruleId ?? message.message);
}

const copyRules = new Set(['i18next/no-literal-string', 'no-restricted-syntax']);

/** How many times the copy rules fail on a JSX sample in a feature. */
async function copyProblems(jsx: string): Promise<number> {
  const found = await problems('src/features/blog/x.tsx', `export const sample = ${jsx};\n`);
  return found.filter((rule) => copyRules.has(rule)).length;
}

describe('visible copy comes from the locale files', () => {
  it.each([
    ['text', '<p>Hello there</p>', 1],
    ['Polish text', '<p>Zamów teraz</p>', 1],
    ['a string in braces', "<p>{'Hello'}</p>", 1],
    ['a template in braces', '<p>{`Hello`}</p>', 1],
    ['a string in a fragment', "<>{'Zamów teraz'}</>", 1],
    ['a string with a symbol', "<p>{' Read more → '}</p>", 1],
    ['a single letter in braces', "<p>{'A'}</p>", 1],
    ['a string between keys', "<p>{t('a')}{' and '}{t('b')}</p>", 1],
    ['a template over two lines', '<p>{`Line one\nline two`}</p>', 1],
    ['a branch of a condition', "<p>{open ? 'Close' : t('open')}</p>", 1],
    ['both branches of a condition', "<p>{open ? `Close` : 'Open'}</p>", 2],
    ['the right side of &&', "<p>{sent && 'Message sent'}</p>", 1],
    ['a side of ||', "<p>{name || 'Anonymous'}</p>", 1],
    ['alt', '<img alt="A bakery website" src="/x.png" />', 1],
    ['aria-label', '<button aria-label="Close">{icon}</button>', 1],
    ['aria-label on a link', '<a href="/" aria-label="Home">{logo}</a>', 1],
    ['title', '<abbr title="Search engine optimisation">{t("seo")}</abbr>', 1],
    ['placeholder', '<input placeholder="Your name" />', 1],
    ['aria-description', '<button aria-description="Opens the menu">{icon}</button>', 1],
    ['title on a component', '<Icon title="Close" />', 1],
    ['text in a list', '<ul>{items.map((item) => <li key={item}>Read more</li>)}</ul>', 1],
    ['text in JSX passed as a prop', '<SectionHeader lead={<>Read more</>} />', 1],
    // A string passed to a function other than t() is taken for copy too.
    ['a string argument', "<p>{format('long')}</p>", 1],
  ])('%s fails: %s', async (_case, jsx, count) => {
    expect(await copyProblems(jsx)).toBe(count);
  });

  it.each([
    '<p>{t("hero.title")}</p>',
    '<img alt={t("alt")} src="/x.png" />',
    '<span aria-hidden="true">{"·"}</span>',
    '<p>404</p>',
    '<p>· / →</p>',
    '<a href="/about" className="link">{label}</a>',
    // Strings in braces that carry no letter: whitespace, punctuation, symbols, numbers.
    "<p>{t('a')}{' '}{t('b')}</p>",
    '<p>{`  `}</p>',
    "<span>{'—'}{'…'}{' / '}{'→'}{'(!)'}</span>",
    "<>{'·'}</>",
    "<p>{'404'}</p>",
    '<p>{`${count}`}</p>',
    // Strings that are not children: props, keys, conditions, keys of texts, ids.
    '<Card variant={\'large\'} key={`x`} tone="info" />',
    '<Section id="contact" data-testid="Contact form" />',
    "<p>{open ? t('close') : t('open')}</p>",
    "<p>{status === 'sent' && t('sent')}</p>",
    "<li {...tapIdProps('item', id)}>{t('title', { name })}</li>",
    '<ul>{items.map((item) => { const id = `item-${item}-name`; return <li id={id}>{item}</li>; })}</ul>',
  ])('%s passes', async (jsx) => {
    expect(await copyProblems(jsx)).toBe(0);
  });

  it('applies to the site, not to its tests', async () => {
    const sample = 'export const sample = <p>Hello there</p>;\n';
    expect(await problems('src/features/blog/x.test.tsx', sample)).not.toContain(
      'i18next/no-literal-string',
    );
  });
});

describe('import boundaries', () => {
  it.each([
    ['src/lib/x.ts', "import a from '@/features/hero/hero';"],
    ['src/lib/x.ts', "import a from '../features/hero/hero';"],
    ['src/components/x.tsx', "import a from '@/app/app';"],
    ['src/config/x.ts', "import a from '@/features/contact/contact';"],
    ['src/content/x.ts', "import a from '@/app/routes';"],
    ['src/i18n/x.ts', "import a from '@/pwa/register';"],
    ['src/lib/x.ts', "export { default as a } from '@/features/hero/hero';"],
    ['src/lib/x.ts', "export const a = () => import('@/features/hero/hero');"],
    ['src/features/hero/x.ts', "import a from '@/features/gallery/gallery-grid';"],
    ['src/features/hero/x.ts', "import a from '../gallery/gallery-grid';"],
    ['src/features/hero/x.ts', "import a from '@/app/app';"],
    ['src/features/hero/x.ts', "import a from '@/pwa/register';"],
  ])('%s: %s fails', async (file, code) => {
    expect(await problems(file, `${code}\nexport const used = a;\n`)).toContain(
      'boundaries/dependencies',
    );
  });

  it.each([
    ['src/features/hero/x.ts', "import a from '@/features/hero/hero';"],
    ['src/features/hero/x.ts', "import a from './hero';"],
    ['src/features/hero/x.ts', "import a from '@/lib/full-layout';"],
    ['src/features/hero/x.ts', "import a from '@/components/dialog/dialog';"],
    ['src/lib/x.ts', "import a from '@/config/site';"],
    ['src/app/x.ts', "import a from '@/features/hero/hero';"],
    ['src/pwa/x.ts', "import a from '@/app/app';"],
    ['src/main.tsx', "import a from '@/features/hero/hero';"],
    ['src/lib/x.test.ts', "import a from '@/features/hero/hero';"],
  ])('%s: %s passes', async (file, code) => {
    expect(await problems(file, `${code}\nexport const used = a;\n`)).toEqual([]);
  });
});

describe('file names', () => {
  it.each(['src/features/hero/HeroDots.ts', 'src/lib/full_layout.ts', 'scripts/lib/freePort.ts'])(
    '%s fails',
    async (file) => {
      expect(await problems(file, 'export const a = 1;')).toContain(
        'check-file/filename-naming-convention',
      );
    },
  );
  it('kebab-case with extra dots passes', async () => {
    expect(await problems('src/lib/full-layout.test.ts', 'export const a = 1;')).toEqual([]);
  });
});
