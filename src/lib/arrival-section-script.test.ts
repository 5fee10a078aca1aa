import { afterEach, describe, expect, it, vi } from 'vitest';
import { arrivalSectionScript } from './arrival-section-script';
import { fullLayoutClass } from './full-layout';

/** Runs the inline script as the page does, on an address with `hash`; returns the scroll calls. */
function arriveWith(hash: string) {
  history.replaceState(null, '', `/${hash}`);
  document.body.innerHTML = '<section id="home"></section><section id="contact"></section>';
  const scrolls: [string, unknown][] = [];
  for (const section of document.querySelectorAll('section')) {
    section.scrollIntoView = vi.fn((options) => scrolls.push([section.id, options]));
  }
  new Function(arrivalSectionScript)();
  return scrolls;
}

describe('arrivalSectionScript', () => {
  afterEach(() => {
    history.replaceState(null, '', '/');
    document.documentElement.classList.remove(fullLayoutClass);
  });

  it("lands on the address's section at once, every section laid out for real", () => {
    expect(arriveWith('#contact')).toEqual([['contact', { behavior: 'instant', block: 'start' }]]);
    expect(document.documentElement.classList.contains(fullLayoutClass)).toBe(true);
  });

  it('leaves the page where it is without a section to land on', () => {
    expect(arriveWith('')).toEqual([]);
    expect(arriveWith('#')).toEqual([]);
    expect(arriveWith('#nowhere')).toEqual([]);
    expect(document.documentElement.classList.contains(fullLayoutClass)).toBe(false);
  });

  it('does not fail on a malformed address', () => {
    expect(() => arriveWith('#%E0%A4%A')).not.toThrow();
    expect(arriveWith('#%E0%A4%A')).toEqual([]);
  });

  it('finds a section whose id the address escapes', () => {
    expect(arriveWith('#cont%61ct')).toEqual([
      ['contact', { behavior: 'instant', block: 'start' }],
    ]);
  });
});
