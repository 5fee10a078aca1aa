import type { ParseKeys } from 'i18next';
import type { FeatureIconName } from '@/components/icons/feature-icons';

export type AboutFeature = {
  id: string;
  icon: FeatureIconName;
  titleKey: ParseKeys<'about'>;
  descriptionKey: ParseKeys<'about'>;
};

// The four strengths in the home page's about summary. Texts: locales/*/about.json.
export const aboutFeatures = [
  {
    id: 'expertise',
    icon: 'expertise',
    titleKey: 'features.expertise.title',
    descriptionKey: 'features.expertise.description',
  },
  {
    id: 'solutions',
    icon: 'solutions',
    titleKey: 'features.solutions.title',
    descriptionKey: 'features.solutions.description',
  },
  {
    id: 'design',
    icon: 'design',
    titleKey: 'features.design.title',
    descriptionKey: 'features.design.description',
  },
  {
    id: 'growth',
    icon: 'growth',
    titleKey: 'features.growth.title',
    descriptionKey: 'features.growth.description',
  },
] as const satisfies readonly AboutFeature[];

/** The company's claims (specification: founded 2016, 200+ businesses, 10+ years), text only. */
export const aboutClaims = ['founded', 'businesses', 'years'] as const;
export type AboutClaim = (typeof aboutClaims)[number];
