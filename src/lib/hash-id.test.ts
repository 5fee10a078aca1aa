import { describe, expect, it } from 'vitest';
import { idFromHash } from './hash-id';

describe('idFromHash', () => {
  it('gives the id a hash names, decoded', () => {
    expect(idFromHash('#contact')).toBe('contact');
    expect(idFromHash('#o%20nas')).toBe('o nas');
  });

  it('gives no id for an empty or malformed hash', () => {
    expect(idFromHash('')).toBe('');
    expect(idFromHash('#')).toBe('');
    expect(idFromHash('#%E0%A4%A')).toBe('');
  });
});
