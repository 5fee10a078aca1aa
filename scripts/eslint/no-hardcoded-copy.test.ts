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
  ],
  invalid: [
    { code: 'const a = <p>Hello there</p>;', errors: 1 },
    { code: 'const b = <img alt="A bakery website" src="/x.png" />;', errors: 1 },
    { code: 'const c = <button aria-label="Close">{icon}</button>;', errors: 1 },
    { code: 'const d = <p>Zamów teraz</p>;', errors: 1 },
  ],
});
