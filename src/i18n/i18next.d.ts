import 'i18next';
import type { en } from './resources';

// Typed keys: a misspelt key or namespace fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}
