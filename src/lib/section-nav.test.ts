// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fullLayoutClass } from './full-layout';
import { scrollToSection } from './section-nav';

describe('scrollToSection', () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.documentElement.classList.remove(fullLayoutClass);
  });

  it('lays out every deferred section before it scrolls, then focuses the section', () => {
    const section = document.createElement('section');
    section.id = 'contact';
    document.body.append(section);
    let laidOutFirst = false;
    section.scrollIntoView = vi.fn(() => {
      laidOutFirst = document.documentElement.classList.contains(fullLayoutClass);
    });

    expect(scrollToSection('contact', 'auto')).toBe(true);
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    expect(laidOutFirst).toBe(true);
    expect(document.activeElement).toBe(section);
  });

  it('does nothing on a page without the section', () => {
    expect(scrollToSection('blog', 'auto')).toBe(false);
    expect(document.documentElement.classList.contains(fullLayoutClass)).toBe(false);
  });
});
