import type { ParseKeys } from 'i18next';
import type { FeatureIconName } from '@/components/icons/feature-icons';

export type Service = {
  /** Shown as the card's number, in page order. */
  id: '01' | '02' | '03';
  icon: FeatureIconName;
  titleKey: ParseKeys<'services'>;
  descriptionKey: ParseKeys<'services'>;
};

// The studio's three services (specification: 01 custom websites, 02 e-commerce solutions,
// 03 design services). The descriptions are sample copy for the studio to adjust in
// locales/*/services.json.
export const services = [
  {
    id: '01',
    icon: 'website',
    titleKey: 'items.websites.title',
    descriptionKey: 'items.websites.description',
  },
  {
    id: '02',
    icon: 'ecommerce',
    titleKey: 'items.ecommerce.title',
    descriptionKey: 'items.ecommerce.description',
  },
  {
    id: '03',
    icon: 'branding',
    titleKey: 'items.design.title',
    descriptionKey: 'items.design.description',
  },
] as const satisfies readonly Service[];
