import { describe, expect, it } from 'vitest';
import { siteDetails } from './site-details';
import { siteProblems, validSiteDetails } from './validate-site';

describe('the studio details check', () => {
  it('accepts the example defaults and well-formed values', () => {
    expect(siteProblems({})).toEqual([]);
    expect(
      siteProblems({
        VITE_SITE_NAME: 'Acme Atelier',
        VITE_SITE_ORIGIN: 'https://acme.example/',
        VITE_CONTACT_EMAIL: 'studio@acme.example',
        VITE_CONTACT_PHONE: '+44 (20) 7946-0000',
        VITE_WHATSAPP_NUMBER: '+44 7700 900000',
        VITE_SOCIAL_LINKEDIN: 'https://www.linkedin.com/company/acme',
      }),
    ).toEqual([]);
  });

  it('rejects an email address without a domain', () => {
    for (const email of ['hello', 'hello@', 'hello@example', 'hel lo@example.com']) {
      expect(siteProblems({ VITE_CONTACT_EMAIL: email })).toEqual([
        `VITE_CONTACT_EMAIL "${email}" is not an email address.`,
      ]);
    }
  });

  it('wants 8 to 15 digits in the WhatsApp number, and nothing but separators beside them', () => {
    expect(siteProblems({ VITE_WHATSAPP_NUMBER: '4850000' })).toHaveLength(1);
    expect(siteProblems({ VITE_WHATSAPP_NUMBER: '48500000' })).toEqual([]);
    expect(siteProblems({ VITE_WHATSAPP_NUMBER: '485000000000000' })).toEqual([]);
    expect(siteProblems({ VITE_WHATSAPP_NUMBER: '4850000000000000' })).toHaveLength(1);
    expect(siteProblems({ VITE_WHATSAPP_NUMBER: '48 500 CALL US' })[0]).toBe(
      'VITE_WHATSAPP_NUMBER "48 500 CALL US" is not a WhatsApp number of 8 to 15 digits with its country code, like 48500000000.',
    );
  });

  it('checks the displayed phone number the same way', () => {
    expect(siteProblems({ VITE_CONTACT_PHONE: '500 000' })[0]).toMatch(
      /^VITE_CONTACT_PHONE "500 000"/,
    );
  });

  it('wants an https origin without a path', () => {
    for (const origin of [
      'http://www.example.com',
      'www.example.com',
      'https://example.com/shop',
    ]) {
      expect(siteProblems({ VITE_SITE_ORIGIN: origin })).toEqual([
        `VITE_SITE_ORIGIN "${origin}" is not an https:// origin without a path, like https://www.example.com.`,
      ]);
    }
    expect(siteProblems({ VITE_SITE_ORIGIN: 'https://Studio.example:8443' })).toEqual([]);
  });

  it('wants https social profiles', () => {
    expect(siteProblems({ VITE_SOCIAL_FACEBOOK: 'http://facebook.com/acme' })).toEqual([
      'VITE_SOCIAL_FACEBOOK "http://facebook.com/acme" is not an https:// address.',
    ]);
  });

  it('names every bad variable at once in the error that stops the build', () => {
    const build = () =>
      validSiteDetails({ VITE_CONTACT_EMAIL: 'nobody', VITE_SITE_ORIGIN: 'http://acme.example' });
    expect(build).toThrow(/VITE_SITE_ORIGIN "http:\/\/acme\.example"/);
    expect(build).toThrow(/VITE_CONTACT_EMAIL "nobody"/);
  });

  it('returns the details when they are valid', () => {
    const env = { VITE_SITE_NAME: 'Acme Atelier' };
    expect(validSiteDetails(env)).toEqual(siteDetails(env));
  });
});

describe('the studio details', () => {
  it('shorten the name to its first word unless a short name is set', () => {
    expect(siteDetails({}).shortName).toBe('Kreska');
    expect(siteDetails({ VITE_SITE_NAME: ' Acme Atelier ' })).toMatchObject({
      name: 'Acme Atelier',
      shortName: 'Acme',
    });
    expect(
      siteDetails({ VITE_SITE_NAME: 'Acme Atelier', VITE_SITE_SHORT_NAME: 'AA' }).shortName,
    ).toBe('AA');
  });

  it('keep only the digits of the WhatsApp number and no trailing slash on the origin', () => {
    expect(
      siteDetails({
        VITE_WHATSAPP_NUMBER: '+48 601-234-567',
        VITE_SITE_ORIGIN: 'https://a.example//',
      }),
    ).toMatchObject({ whatsappNumber: '48601234567', origin: 'https://a.example' });
  });
});
