// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberLoaded, useLoaded } from './use-loaded';

const dialogCode = { Dialog: 'the dialog' };

describe('useLoaded', () => {
  it('has nothing at the first render while the code is still coming, then has it', async () => {
    const load = rememberLoaded(() => Promise.resolve(dialogCode));
    const { result } = renderHook(() => useLoaded(load));
    expect(result.current).toBeUndefined();
    await act(() => Promise.resolve());
    expect(result.current).toBe(dialogCode);
  });

  it('has code loaded before the component mounted at its first render', async () => {
    const load = rememberLoaded(() => Promise.resolve(dialogCode));
    await load();
    const renders: unknown[] = [];
    renderHook(() => renders.push(useLoaded(load)));
    expect(renders[0]).toBe(dialogCode);
  });

  it('keeps nothing from a failed load, so the next call tries again', async () => {
    let fail = true;
    const load = rememberLoaded(() =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve(dialogCode),
    );
    await expect(load()).rejects.toThrow('offline');
    expect(load.loaded).toBeUndefined();
    fail = false;
    await expect(load()).resolves.toBe(dialogCode);
    expect(load.loaded).toEqual({ value: dialogCode });
  });
});
