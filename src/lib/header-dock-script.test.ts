// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { headerDockScript } from './header-dock-script';

/** Scrolls the page to `top`, as far as the script can tell. */
function scrollPageTo(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  dispatchEvent(new Event('scroll'));
}

const docked = () => document.documentElement.getAttribute('data-docked');

describe('headerDockScript', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('docks the header once the page is scrolled past 70 px, and floats it again above', () => {
    new Function(headerDockScript)();
    expect(docked()).toBeNull();
    scrollPageTo(70);
    expect(docked()).toBe('false');
    scrollPageTo(71);
    expect(docked()).toBe('true');
    scrollPageTo(2400);
    expect(docked()).toBe('true');
    scrollPageTo(0);
    expect(docked()).toBe('false');
  });

  it('changes the page only when the header docks or floats, not on every scroll', async () => {
    new Function(headerDockScript)();
    const changes: (string | null)[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) changes.push(record.oldValue);
    });
    observer.observe(document.documentElement, {
      attributeFilter: ['data-docked'],
      attributeOldValue: true,
    });
    for (const top of [100, 400, 900, 30, 10, 500]) scrollPageTo(top);
    await Promise.resolve();
    observer.disconnect();
    expect(changes).toEqual(['false', 'true', 'false']);
  });
});
