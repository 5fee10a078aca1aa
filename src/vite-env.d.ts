/// <reference types="vite/client" />

/** The studio's details, checked and written in by vite.config.ts; see config/site.ts. */
declare const __SITE__: import('./config/site-details').SiteDetails;

/** The year the site was built; see lib/use-current-year.ts. */
declare const __BUILD_YEAR__: number;
