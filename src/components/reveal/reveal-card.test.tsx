// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { RevealCard } from './reveal-card';
import { revealThreshold } from './use-reveal';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: Callback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  /** Reports that `ratio` of the card is visible. */
  report(ratio: number) {
    act(() =>
      this.callback([
        { target: this.targets[0], isIntersecting: ratio > 0, intersectionRatio: ratio },
      ]),
    );
  }
}

function renderCard() {
  const result = renderWithApp(
    <RevealCard aria-label="Sample card" className="extra">
      <h3>Card</h3>
    </RevealCard>,
  );
  const card = screen.getByRole('article', { name: 'Sample card' });
  const observer = FakeObserver.instances.at(-1);
  if (!observer) throw new Error('No IntersectionObserver was created.');
  return { ...result, card, observer };
}

describe('RevealCard', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('watches its card at the 10 % line and keeps its own class names', () => {
    const { card, observer } = renderCard();
    expect(observer.targets).toEqual([card]);
    expect(observer.options.threshold).toContain(revealThreshold);
    expect(revealThreshold).toBe(0.1);
    expect(card.classList.contains('extra')).toBe(true);
  });

  it('is active from 10 % visible and loses the class when scrolled away', () => {
    const { card, observer } = renderCard();
    expect(card.classList.contains('is-active')).toBe(false);

    observer.report(0.05);
    expect(card.classList.contains('is-active')).toBe(false);
    expect(card.classList.contains('armed')).toBe(true);

    observer.report(0.1);
    expect(card.classList.contains('is-active')).toBe(true);

    observer.report(0.6);
    expect(card.classList.contains('is-active')).toBe(true);

    observer.report(0.09);
    expect(card.classList.contains('is-active')).toBe(false);

    observer.report(1);
    expect(card.classList.contains('is-active')).toBe(true);

    observer.report(0);
    expect(card.classList.contains('is-active')).toBe(false);
  });

  it('stays in its visible starting look until the observer has reported', () => {
    const { card } = renderCard();
    // "armed" is what allows the hidden starting style; before any report it must be absent.
    expect(card.classList.contains('armed')).toBe(false);
    expect(card.classList.contains('reveal')).toBe(true);
  });

  it('takes its first look at once and fades from the next change on', () => {
    const { card, observer } = renderCard();
    observer.report(0); // below the fold as the app starts: hidden without a transition
    expect(card.classList.contains('armed')).toBe(true);
    expect(card.classList.contains('instant')).toBe(true);

    observer.report(0.02); // still hidden: nothing changes
    expect(card.classList.contains('instant')).toBe(true);

    observer.report(0.5); // scrolled into view: fades in
    expect(card.classList.contains('is-active')).toBe(true);
    expect(card.classList.contains('instant')).toBe(false);

    observer.report(0);
    expect(card.classList.contains('instant')).toBe(false);
  });

  it('disconnects its observer when the card goes away', () => {
    const { unmount, observer } = renderCard();
    unmount();
    expect(observer.disconnected).toBe(true);
  });

  it('never hides the card where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderWithApp(<RevealCard aria-label="Plain card">text</RevealCard>);
    const card = screen.getByRole('article', { name: 'Plain card' });
    expect(card.classList.contains('armed')).toBe(false);
  });
});
