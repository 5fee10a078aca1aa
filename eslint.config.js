import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import checkFile from 'eslint-plugin-check-file';
import { boundaries } from './scripts/eslint/boundaries.js';
import noHardcodedCopy from './scripts/eslint/no-hardcoded-copy.js';

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
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, copy: noHardcodedCopy },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'copy/no-hardcoded-copy': 'error',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'scripts/**'],
    rules: { 'copy/no-hardcoded-copy': 'off', 'no-console': 'off' },
  },
  ...boundaries,
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
