import { describe, expect, it } from 'vitest';
import { createFixedI18n } from '@/i18n/create-i18n';
import { languages } from '@/i18n/namespaces';
import { whyPartnerFeatures } from './why-partner';

describe('why-partner content', () => {
  it('has six features with ids 1 to 6, each with its own icon and texts', () => {
    expect(whyPartnerFeatures.map((feature) => feature.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(whyPartnerFeatures.map((feature) => feature.icon)).size).toBe(6);
    expect(new Set(whyPartnerFeatures.map((feature) => feature.titleKey)).size).toBe(6);
  });

  it.each(languages)('has every text in %s', (language) => {
    const i18n = createFixedI18n(language);
    const keys = [
      ...whyPartnerFeatures.flatMap((feature) => [feature.titleKey, feature.descriptionKey]),
      'eyebrow',
      'title',
      'lead',
    ];
    for (const key of keys) {
      const text = i18n.getResource(language, 'whyPartner', key) as unknown;
      expect(
        typeof text === 'string' && text.trim().length > 0,
        `${language} whyPartner:${key}`,
      ).toBe(true);
    }
  });

  it('is translated, not copied', () => {
    const en = createFixedI18n('en');
    const pl = createFixedI18n('pl');
    for (const feature of whyPartnerFeatures) {
      expect(pl.t(feature.titleKey, { ns: 'whyPartner' })).not.toBe(
        en.t(feature.titleKey, { ns: 'whyPartner' }),
      );
    }
  });
});
