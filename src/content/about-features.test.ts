import { describe, expect, it } from 'vitest';
import { createFixedI18n } from '@/i18n/create-i18n';
import { languages } from '@/i18n/namespaces';
import { aboutClaims, aboutFeatures } from './about-features';

describe('about content', () => {
  it('has the four features: expertise, solutions, design, growth', () => {
    expect(aboutFeatures).toEqual(['expertise', 'solutions', 'design', 'growth']);
  });

  it.each(languages)('has every text in %s', (language) => {
    const i18n = createFixedI18n(language);
    const keys = [
      ...aboutFeatures.flatMap((feature) => [
        `features.${feature}.title`,
        `features.${feature}.description`,
      ]),
      ...aboutClaims.flatMap((claim) => [`claims.${claim}.value`, `claims.${claim}.label`]),
      'eyebrow',
      'title',
      'intro',
      'body',
      'claimsLabel',
      'featuresTitle',
      'more',
    ];
    for (const key of keys) {
      const text = i18n.getResource(language, 'about', key) as unknown;
      expect(typeof text === 'string' && text.trim().length > 0, `${language} about:${key}`).toBe(
        true,
      );
    }
  });

  it.each(languages)('states the claims from the specification in %s', (language) => {
    const i18n = createFixedI18n(language);
    const value = (claim: string) => i18n.getResource(language, 'about', `claims.${claim}.value`);
    expect(aboutClaims.map(value)).toEqual(['2016', '200+', '10+']);
  });
});
