// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { floatDotsWhenSettled, floatingAttribute } from './float-dots';
import type { HeroDot } from './hero-dots';

const dot = (delay: number): Pick<HeroDot, 'delay'> => ({ delay });

describe('floatDotsWhenSettled', () => {
  let layer: HTMLDivElement;
  const floating = () =>
    Array.from(layer.children).map((element) => element.hasAttribute(floatingAttribute));

  beforeEach(() => {
    vi.useFakeTimers();
    layer = document.createElement('div');
    layer.append(...Array.from({ length: 3 }, () => document.createElement('span')));
  });
  afterEach(() => vi.useRealTimers());

  it('starts nothing before the page has settled, then each dot after its own delay', async () => {
    let settle = () => {};
    const settled = new Promise<void>((resolve) => (settle = resolve));
    floatDotsWhenSettled([dot(0), dot(2.5), dot(10)], () => layer.children, settled);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(floating()).toEqual([false, false, false]);

    settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(floating()).toEqual([true, false, false]);
    await vi.advanceTimersByTimeAsync(2500);
    expect(floating()).toEqual([true, true, false]);
    await vi.advanceTimersByTimeAsync(7500);
    expect(floating()).toEqual([true, true, true]);
  });

  it('starts nothing more once cancelled', async () => {
    const cancel = floatDotsWhenSettled(
      [dot(1), dot(2), dot(3)],
      () => layer.children,
      Promise.resolve(),
    );
    await vi.advanceTimersByTimeAsync(1500);
    cancel();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(floating()).toEqual([true, false, false]);
  });

  it('starts nothing when cancelled before the page has settled', async () => {
    let settle = () => {};
    const settled = new Promise<void>((resolve) => (settle = resolve));
    floatDotsWhenSettled([dot(0)], () => layer.children, settled)();
    settle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(floating()).toEqual([false, false, false]);
  });
});
