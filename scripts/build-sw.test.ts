import { describe, expect, it } from 'vitest';
import { visitorDownloadBytes } from './build-sw';

const entry = (url: string, size: number) => ({ url, revision: null, size });

describe('visitorDownloadBytes', () => {
  it('counts every other file and the pictures in one format, the larger', () => {
    const entries = [
      entry('index.html', 100),
      entry('assets/start-app-Tr2LlHko.js', 50),
      entry('images/hero/home.0123abcd-480.avif', 30),
      entry('images/hero/home.0123abcd-480.webp', 45),
      entry('images/hero/home.0123abcd-960.avif', 70),
      entry('images/hero/home.0123abcd-960.webp', 40),
    ];
    // AVIF 100 against WebP 85.
    expect(visitorDownloadBytes(entries)).toBe(250);
  });
});
