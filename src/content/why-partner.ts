import type { ParseKeys } from 'i18next';
import type { FeatureIconName } from '@/components/icons/feature-icons';

export type WhyPartnerFeature = {
  id: number;
  icon: FeatureIconName;
  titleKey: ParseKeys<'whyPartner'>;
  descriptionKey: ParseKeys<'whyPartner'>;
};

// The six reasons to work with the studio, in page order. Sample content for the studio to
// replace with its own promises: edit an entry here and its texts in locales/*/whyPartner.json.
export const whyPartnerFeatures = [
  {
    id: 1,
    icon: 'strategy',
    titleKey: 'items.strategy.title',
    descriptionKey: 'items.strategy.description',
  },
  {
    id: 2,
    icon: 'speed',
    titleKey: 'items.speed.title',
    descriptionKey: 'items.speed.description',
  },
  {
    id: 3,
    icon: 'devices',
    titleKey: 'items.devices.title',
    descriptionKey: 'items.devices.description',
  },
  {
    id: 4,
    icon: 'pricing',
    titleKey: 'items.pricing.title',
    descriptionKey: 'items.pricing.description',
  },
  {
    id: 5,
    icon: 'people',
    titleKey: 'items.people.title',
    descriptionKey: 'items.people.description',
  },
  {
    id: 6,
    icon: 'support',
    titleKey: 'items.support.title',
    descriptionKey: 'items.support.description',
  },
] as const satisfies readonly WhyPartnerFeature[];
