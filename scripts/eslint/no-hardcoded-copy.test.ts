import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import plugin from './no-hardcoded-copy.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('no-hardcoded-copy', plugin.rules['no-hardcoded-copy'], {
  valid: [
    'const a = <p>{t("hero.title")}</p>;',
    'const b = <img alt={t("alt")} src="/x.png" />;',
    'const c = <span aria-hidden="true">{"·"}</span>;',
    'const d = <p>404</p>;',
    'const e = <a href="/about" className="link">{label}</a>;',
    // Strings in braces that carry no words: whitespace, punctuation, symbols, numbers.
    "const f = <p>{t('a')}{' '}{t('b')}</p>;",
    'const g = <p>{`  `}</p>;',
    "const h = <span>{'—'}{'…'}{' / '}{'→'}{'(!)'}</span>;",
    "const i = <>{'·'}</>;",
    "const j = <p>{'404'}</p>;",
    // A template literal with expressions is built from data, not written copy.
    'const k = <p>{`${count}`}</p>;',
    // Strings in braces that are not children: props, keys, conditions.
    "const l = <Card variant={'large'} key={`x`} />;",
    "const m = <p>{format('long')}</p>;",
    "const n = <p>{open ? t('close') : t('open')}</p>;",
  ],
  invalid: [
    { code: 'const a = <p>Hello there</p>;', errors: 1 },
    { code: 'const b = <img alt="A bakery website" src="/x.png" />;', errors: 1 },
    { code: 'const c = <button aria-label="Close">{icon}</button>;', errors: 1 },
    { code: 'const d = <p>Zamów teraz</p>;', errors: 1 },
    // Strings and plain template literals as children inside braces.
    {
      code: "const e = <p>{'Hello'}</p>;",
      errors: [{ messageId: 'literal', data: { text: 'Hello' } }],
    },
    {
      code: 'const f = <p>{`Hello`}</p>;',
      errors: [{ messageId: 'literal', data: { text: 'Hello' } }],
    },
    { code: "const g = <>{'Zamów teraz'}</>;", errors: 1 },
    { code: "const h = <p>{' Read more → '}</p>;", errors: 1 },
    { code: "const i = <p>{'A'}</p>;", errors: 1 },
    { code: "const j = <p>{t('a')}{' and '}{t('b')}</p>;", errors: 1 },
    { code: 'const k = <p>{`Line one\nline two`}</p>;', errors: 1 },
    // Either branch of a condition, the rendered side of && and both sides of ||.
    { code: "const l = <p>{open ? 'Close' : t('open')}</p>;", errors: 1 },
    { code: "const m = <p>{open ? `Close` : 'Open'}</p>;", errors: 2 },
    { code: "const n = <p>{sent && 'Message sent'}</p>;", errors: 1 },
    { code: "const o = <p>{name || 'Anonymous'}</p>;", errors: 1 },
  ],
});
