import type { InitOptions } from 'i18next';
import { site } from '@/config/site';
import { fallbackLanguage, languages } from './namespaces';

/** Options every i18next instance of the site shares, in the browser and in the prerender. */
export const sharedOptions: InitOptions = {
  defaultNS: 'common',
  fallbackLng: fallbackLanguage,
  supportedLngs: [...languages],
  interpolation: {
    escapeValue: false,
    // Texts name the studio as {{studio}} or {{studioShort}}: every t() call fills them in.
    defaultVariables: { studio: site.name, studioShort: site.shortName },
  },
  returnNull: false,
  // Whatever is bundled is ready at once, so the first render never waits for it.
  initAsync: false,
};
