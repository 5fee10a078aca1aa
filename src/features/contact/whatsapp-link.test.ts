import { describe, expect, it } from 'vitest';
import { emptyContactValues, type ContactValues } from './contact-fields';
import { buildWhatsAppLink } from './whatsapp-link';

const labels = {
  name: 'Imię i nazwisko',
  country: 'Kraj',
  email: 'E-mail',
  whatsapp: 'Numer WhatsApp',
  thoughts: 'Twoje przemyślenia',
};

/** The message a link carries, decoded again. */
function messageOf(link: string): string {
  const url = new URL(link);
  return url.searchParams.get('text') ?? '';
}

const filled: ContactValues = {
  name: 'Zażółć Gęślą',
  country: 'Polska',
  email: 'jaźń@example.pl',
  whatsapp: '+48 600 100 200',
  thoughts: 'Sklep z ceramiką.\nStart w maju.',
};

describe('buildWhatsAppLink', () => {
  it('addresses wa.me with the business number and nothing but the text parameter', () => {
    const link = buildWhatsAppLink('48500000000', filled, labels);
    expect(link.startsWith('https://wa.me/48500000000?text=')).toBe(true);
    expect([...new URL(link).searchParams.keys()]).toEqual(['text']);
  });

  it('writes labelled lines, a blank line, then the thoughts label and text', () => {
    expect(messageOf(buildWhatsAppLink('48500000000', filled, labels))).toBe(
      [
        'Imię i nazwisko: Zażółć Gęślą',
        'Kraj: Polska',
        'E-mail: jaźń@example.pl',
        'Numer WhatsApp: +48 600 100 200',
        '',
        'Twoje przemyślenia:',
        'Sklep z ceramiką.',
        'Start w maju.',
      ].join('\n'),
    );
  });

  it('encodes exactly like encodeURIComponent, so the link is the one the spec describes', () => {
    const link = buildWhatsAppLink('48500000000', filled, labels);
    const text = link.slice('https://wa.me/48500000000?text='.length);
    expect(decodeURIComponent(text)).toBe(messageOf(link));
    expect(text).toContain('Za%C5%BC%C3%B3%C5%82%C4%87'); // Zażółć
    expect(text).toContain('%0A%0ATwoje'); // the blank line before the thoughts
    expect(text).not.toMatch(/[\s&#?+]/);
  });

  it('keeps reserved characters, percent signs and emoji intact', () => {
    const values = { ...filled, thoughts: 'A & B # C? 1+1=2, 100% 🙂👍🏽' };
    const link = buildWhatsAppLink('48500000000', values, labels);
    expect(messageOf(link).endsWith('A & B # C? 1+1=2, 100% 🙂👍🏽')).toBe(true);
    expect(link).toContain('%26'); // &
    expect(link).toContain('%23'); // #
    expect(link).toContain('%3F'); // ?
    expect(link).toContain('%2B'); // +
    expect(link).toContain('%25'); // %
    expect(link).toContain('%F0%9F%99%82'); // 🙂
    expect(new URL(link).hash).toBe('');
  });

  it('keeps the labels of empty optional fields and trims stray whitespace', () => {
    const values = { ...emptyContactValues, name: '  Anna  ' };
    expect(messageOf(buildWhatsAppLink('48500000000', values, labels))).toBe(
      'Imię i nazwisko: Anna\nKraj:\nE-mail:\nNumer WhatsApp:\n\nTwoje przemyślenia:',
    );
  });

  it('turns Windows line breaks into plain newlines', () => {
    const values = { ...filled, thoughts: 'one\r\ntwo\rthree' };
    expect(messageOf(buildWhatsAppLink('48500000000', values, labels))).toMatch(/one\ntwo\nthree$/);
  });

  it('carries a very long text whole', () => {
    const thoughts = 'ąę '.repeat(700).trim();
    const link = buildWhatsAppLink('48500000000', { ...filled, thoughts }, labels);
    expect(messageOf(link).endsWith(thoughts)).toBe(true);
    expect(link.length).toBeGreaterThan(thoughts.length * 3);
  });

  it('keeps only the digits of the number', () => {
    expect(buildWhatsAppLink('+48 500-000-000', filled, labels)).toMatch(
      /^https:\/\/wa\.me\/48500000000\?text=/,
    );
  });

  it('is pure: the same input gives the same link', () => {
    expect(buildWhatsAppLink('1', filled, labels)).toBe(buildWhatsAppLink('1', filled, labels));
  });
});
