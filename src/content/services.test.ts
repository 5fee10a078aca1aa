import { describe, expect, it } from 'vitest';
import { createFixedI18n } from '@/i18n/create-i18n';
import { languages } from '@/i18n/namespaces';
import { services } from './services';

describe('services content', () => {
  it('lists the three services numbered 01 to 03: websites, e-commerce, design', () => {
    expect(services.map((service) => service.id)).toEqual(['01', '02', '03']);
    expect(services.map((service) => service.titleKey)).toEqual([
      'items.websites.title',
      'items.ecommerce.title',
      'items.design.title',
    ]);
    expect(new Set(services.map((service) => service.icon)).size).toBe(3);
  });

  it.each(languages)('has every text in %s, and the section copy too', (language) => {
    const i18n = createFixedI18n(language);
    const keys = [
      ...services.flatMap((service) => [service.titleKey, service.descriptionKey]),
      'eyebrow',
      'title',
      'lead',
      'footer',
      'cta',
    ];
    for (const key of keys) {
      const text = i18n.getResource(language, 'services', key) as unknown;
      expect(
        typeof text === 'string' && text.trim().length > 0,
        `${language} services:${key}`,
      ).toBe(true);
    }
  });

  it('tells English and Polish apart', () => {
    const en = createFixedI18n('en');
    const pl = createFixedI18n('pl');
    for (const service of services) {
      expect(pl.t(service.descriptionKey, { ns: 'services' })).not.toBe(
        en.t(service.descriptionKey, { ns: 'services' }),
      );
    }
  });
});
