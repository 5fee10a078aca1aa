import 'i18next';
import type { en } from './resources';

// Typed keys: a misspelt key or namespace fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
    // Filled in by i18n-options.ts, so no t() call has to pass them.
    defaultVariables: { studio: string; studioShort: string };
  }
}
