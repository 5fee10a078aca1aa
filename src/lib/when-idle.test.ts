// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdleInTurn } from './when-idle';

/** Idle callbacks that run only when the test says the browser is idle. */
function manualIdle() {
  const queued = new Map<number, () => void>();
  let nextHandle = 1;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    queued.set(nextHandle, callback);
    return nextHandle++;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => queued.delete(handle));
  return {
    get waiting() {
      return queued.size;
    },
    /** Runs the idle callbacks queued so far, as one idle period. */
    idle() {
      const callbacks = [...queued.values()];
      queued.clear();
      callbacks.forEach((callback) => callback());
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('whenIdleInTurn', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs one item per idle period, each once the one before has finished', async () => {
    const browser = manualIdle();
    const finishers: (() => void)[] = [];
    const task = vi.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
    whenIdleInTurn(['a', 'b', 'c'], task);

    expect(task).not.toHaveBeenCalled();
    browser.idle();
    expect(task.mock.calls).toEqual([['a']]);
    await flush();
    expect(browser.waiting).toBe(0); // 'a' is still under way

    finishers[0]?.();
    await flush();
    browser.idle();
    expect(task.mock.calls).toEqual([['a'], ['b']]);
    finishers[1]?.();
    await flush();
    browser.idle();
    finishers[2]?.();
    await flush();
    expect(task.mock.calls).toEqual([['a'], ['b'], ['c']]);
    expect(browser.waiting).toBe(0);
  });

  it('goes on past an item that fails', async () => {
    const browser = manualIdle();
    const task = vi.fn((item: string) =>
      item === 'a' ? Promise.reject(new Error('offline')) : Promise.resolve(),
    );
    whenIdleInTurn(['a', 'b'], task);
    browser.idle();
    await flush();
    browser.idle();
    expect(task.mock.calls).toEqual([['a'], ['b']]);
  });

  it('stops when cancelled, also between two items', async () => {
    const browser = manualIdle();
    const task = vi.fn(() => Promise.resolve());
    const cancel = whenIdleInTurn(['a', 'b'], task);
    browser.idle();
    await flush();
    cancel();
    browser.idle();
    await flush();
    expect(task.mock.calls).toEqual([['a']]);
    expect(browser.waiting).toBe(0);

    const cancelBefore = whenIdleInTurn(['c'], task);
    cancelBefore();
    browser.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('stops every preparation for good once the page is leaving, also mid-way', async () => {
    vi.resetModules(); // the stop lasts the page's life: a fresh module for this test
    const { stopIdlePreparation, whenIdleInTurn: inTurn } = await import('./when-idle');
    const browser = manualIdle();
    const task = vi.fn(() => Promise.resolve());
    inTurn(['a', 'b'], task);
    browser.idle();
    await flush();
    inTurn(['c'], task); // its idle period is already asked for when the page starts leaving
    stopIdlePreparation();
    browser.idle();
    await flush();
    inTurn(['d'], task);
    browser.idle();
    expect(task.mock.calls).toEqual([['a']]);
  });
});
