import type { FeatureIconName } from '@/components/icons/feature-icons';

// The four strengths in the home page's about summary. Each name is the feature's icon and the key
// of its texts (features.<name>.title and .description in locales/*/about.json).
export const aboutFeatures = [
  'expertise',
  'solutions',
  'design',
  'growth',
] as const satisfies readonly FeatureIconName[];

/** The company's claims (specification: founded 2016, 200+ businesses, 10+ years), text only. */
export const aboutClaims = ['founded', 'businesses', 'years'] as const;
export type AboutClaim = (typeof aboutClaims)[number];
