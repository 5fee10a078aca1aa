import { expect, it } from 'vitest';
import { phoneDigits } from './phone-digits';

it('keeps only the digits of a phone number', () => {
  expect(phoneDigits('+48 (500) 000-000')).toBe('48500000000');
  expect(phoneDigits('no digits')).toBe('');
});
