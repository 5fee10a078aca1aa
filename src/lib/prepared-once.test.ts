import { describe, expect, it, vi } from 'vitest';
import { preparedOnce } from './prepared-once';

describe('preparedOnce', () => {
  it('prepares each key once and acts at once when it is ready', async () => {
    const prepare = vi.fn(() => Promise.resolve());
    const items = preparedOnce(prepare);
    items.prepare('a');
    items.prepare('a');
    await Promise.resolve();
    await Promise.resolve();
    const then = vi.fn();
    items.whenPrepared('a', then);
    expect(then).toHaveBeenCalledOnce(); // synchronously, inside the caller's event
    expect(prepare).toHaveBeenCalledOnce();
  });

  it('waits for a key still being prepared', async () => {
    let finish: () => void = () => undefined;
    const items = preparedOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    const then = vi.fn();
    items.whenPrepared('b', then);
    expect(then).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(then).toHaveBeenCalledOnce());
  });

  it('tries again after a failure', async () => {
    const prepare = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(undefined);
    const items = preparedOnce(prepare);
    const then = vi.fn();
    items.whenPrepared('c', then);
    await vi.waitFor(() => expect(prepare).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(then).not.toHaveBeenCalled();
    items.whenPrepared('c', then);
    await vi.waitFor(() => expect(then).toHaveBeenCalledOnce());
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('lets a caller wait for a preparation without ever rejecting', async () => {
    let fail: (error: Error) => void = () => undefined;
    const prepare = vi.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    const items = preparedOnce(prepare);
    items.prepare('d');
    const waiting = items.prepared('d');
    expect(prepare).toHaveBeenCalledOnce(); // joined, not started again
    fail(new Error('offline'));
    await expect(waiting).resolves.toBeUndefined();
  });
});
