// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { arrivalSectionScript, firstFrameHold } from './arrival-section-script';
import { fullLayoutClass } from './full-layout';

/** Runs the inline script as the page does, on an address with `hash`; returns the scroll calls. */
function arriveWith(hash: string) {
  history.replaceState(null, '', `/${hash}`);
  document.body.innerHTML =
    '<header></header><section id="home"></section><section id="contact"></section>';
  const scrolls: [string, unknown][] = [];
  for (const [index, section] of [...document.querySelectorAll('section')].entries()) {
    section.scrollIntoView = vi.fn((options) => {
      scrolls.push([section.id, options]);
      // Home at the top, contact far down, as on the page.
      Object.defineProperty(window, 'scrollY', { value: index * 3000, configurable: true });
    });
  }
  new Function(arrivalSectionScript)();
  return scrolls;
}

const headerDocked = () => document.documentElement.getAttribute('data-docked');
const arriving = () => document.documentElement.hasAttribute('data-arriving');

describe('arrivalSectionScript', () => {
  afterEach(() => {
    history.replaceState(null, '', '/');
    document.documentElement.classList.remove(fullLayoutClass);
    document.documentElement.removeAttribute('data-docked');
    document.documentElement.removeAttribute('data-arriving');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it("lands on the address's section at once, every section laid out for real", () => {
    expect(arriveWith('#contact')).toEqual([['contact', { behavior: 'instant', block: 'start' }]]);
    expect(document.documentElement.classList.contains(fullLayoutClass)).toBe(true);
  });

  it('docks the header when the section is down the page, and only then', () => {
    arriveWith('#contact');
    expect(headerDocked()).toBe('true');
    arriveWith('#home');
    expect(headerDocked()).toBe('false');
  });

  it("makes the browser's own scrolls to the section instant until the page has loaded", async () => {
    arriveWith('#contact');
    expect(arriving()).toBe(true);
    await new Promise(requestAnimationFrame);
    expect(arriving()).toBe(true);
    dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(arriving()).toBe(false));
  });

  it("lifts the head's hold on the first frame, with a section to land on or not", () => {
    for (const hash of ['#contact', '#nowhere', '']) {
      document.head.innerHTML = firstFrameHold;
      arriveWith(hash);
      expect(document.head.querySelector('link[rel="expect"]')).toBeNull();
    }
  });

  it('leaves the page where it is without a section to land on', () => {
    expect(arriveWith('')).toEqual([]);
    expect(arriveWith('#')).toEqual([]);
    expect(arriveWith('#nowhere')).toEqual([]);
    expect(document.documentElement.classList.contains(fullLayoutClass)).toBe(false);
    expect(headerDocked()).toBeNull();
    expect(arriving()).toBe(false);
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
