// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageSettled, quietPeriodMs, settledAttribute, whenSettled } from './page-settled';

/** An idle scheduler that hands out the given idle periods (ms) one call after another. */
function idlePeriods(...periods: number[]) {
  const calls: number[] = [];
  const schedule = (callback: (deadline: IdleDeadline) => void) => {
    const remaining = periods[calls.length] ?? 0;
    calls.push(remaining);
    queueMicrotask(() => callback({ didTimeout: false, timeRemaining: () => remaining }));
  };
  return { schedule, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('whenSettled', () => {
  afterEach(() => vi.restoreAllMocks());

  it('waits through busy idle periods until one is quiet', async () => {
    const { schedule, calls } = idlePeriods(2, 12, quietPeriodMs - 1, quietPeriodMs, 50);
    await whenSettled(schedule, 60_000);
    expect(calls).toEqual([2, 12, quietPeriodMs - 1, quietPeriodMs]);
  });

  it('gives up waiting for quiet once the timeout has passed', async () => {
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 400));
    const { schedule, calls } = idlePeriods();
    await whenSettled(schedule, 2000);
    // Never quiet: it stops at the first check past load + 2 s.
    expect(calls.length).toBe(5);
  });

  it('starts counting only after the load event', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { schedule, calls } = idlePeriods(50);
    let done = false;
    void whenSettled(schedule).then(() => (done = true));
    await flush();
    expect(calls).toEqual([]);
    expect(done).toBe(false);

    window.dispatchEvent(new Event('load'));
    await flush();
    expect(calls).toEqual([50]);
    expect(done).toBe(true);
  });
});

describe('pageSettled', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks the page once, at its first quiet moment, and shares the wait', async () => {
    const requestIdleCallback = vi.fn((callback: (deadline: IdleDeadline) => void) =>
      setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0),
    );
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const first = pageSettled();
    expect(pageSettled()).toBe(first);
    expect(document.documentElement.hasAttribute(settledAttribute)).toBe(false);

    await first;
    expect(document.documentElement.hasAttribute(settledAttribute)).toBe(true);
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
  });
});
