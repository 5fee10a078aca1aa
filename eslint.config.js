import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import checkFile from 'eslint-plugin-check-file';
import boundaries from 'eslint-plugin-boundaries';
import i18next from 'eslint-plugin-i18next';

const copyMessage = 'Visible text must come from the locale files (src/i18n/locales/{en,pl})';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-sw',
      'node_modules',
      '.lighthouseci',
      'reports',
      'test-results',
      'playwright-report',
      'screenshots',
      '.cache',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, i18next },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Visible copy: text in JSX, and strings or templates anywhere in a JSX child (either branch
      // of a condition, either side of && and ||). It skips attributes: see no-restricted-syntax.
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'should-validate-template': true,
          'jsx-attributes': { exclude: ['.*'] },
          // Copy has a letter: numbers, punctuation and symbols ("404", "·", "→") pass, and so do
          // kebab-case ids built in JSX (`testimonial-${id}-name`).
          words: { exclude: [/^\P{L}*$/u, /^[a-z\d]*(?:-[a-z\d]*)+$/] },
          // Arguments of these calls are keys, ids or search strings, not copy (the last four are
          // among the rule's defaults, which this list replaces).
          callees: {
            exclude: ['t', 'tapIdProps', 'includes', 'indexOf', 'startsWith', 'endsWith'],
          },
          message: copyMessage,
        },
      ],
      // What the rule above leaves out of attributes: the ones a visitor reads or hears, written as
      // a string with a word in it, and text in JSX passed as a prop (lead={<>…</>}).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXAttribute[name.name=/^(alt|title|aria-label|aria-description|placeholder)$/] > Literal[value=/\\p{L}{2}/u]',
          message: copyMessage,
        },
        { selector: 'JSXAttribute JSXText[value=/\\p{L}/u]', message: copyMessage },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'scripts/**'],
    rules: {
      'i18next/no-literal-string': 'off',
      'no-restricted-syntax': 'off',
      'no-console': 'off',
    },
  },
  {
    // Import boundaries: shared code (components, lib, config, content, i18n) imports neither a
    // feature nor the app; a feature imports no other feature and not the app. The app (src/app,
    // src/pwa) and the entries may import anything. Paths are resolved, `@/` alias included.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'import/resolver': { typescript: { project: `${import.meta.dirname}/tsconfig.json` } },
      'boundaries/elements': [
        {
          type: 'shared',
          pattern: 'src/{components,lib,config,content,i18n}',
          partialMatch: false,
        },
        { type: 'feature', pattern: 'src/features/*', partialMatch: false },
        { type: 'app', pattern: 'src/{app,pwa}', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { types: ['feature', 'app'] } } },
              message:
                'Shared code must not import a feature or the app (components, lib, config, content, i18n -> features -> app).',
            },
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { types: ['feature', 'app'] } } },
              message:
                'A feature must not import another feature or the app: move what it shares to src/components or src/lib.',
            },
          ],
        },
      ],
    },
  },
  {
    // One file-naming style: kebab-case (extra dots such as .test or .config are allowed).
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{src,scripts,tests}/**/': 'KEBAB_CASE' }],
    },
  },
);
