// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdleInTurn } from '@/lib/when-idle';
import { renderWithApp } from '@/test/render';
import { PwaNoticeRegion } from './pwa-notice-region';
import { PwaNotices } from './pwa-notices';
import {
  dismissOfflineReady,
  offlineReadyNoticeTime,
  resetPwaStatus,
  setPwaStatus,
  setUpdateActivator,
} from './pwa-status';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => resetPwaStatus());
});

describe('PwaNotices', () => {
  it('shows nothing while online with no news, inside a polite live region', async () => {
    const { container } = renderWithApp(<PwaNoticeRegion />);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).not.toBeNull();
    act(() => setPwaStatus({ offlineReady: true }));
    expect(region?.contains(await screen.findByText(/offline/i))).toBe(true);
    act(() => dismissOfflineReady());
    expect(region?.childElementCount).toBe(0);
  });

  it('offers the new version in Polish and activates it once on Reload', async () => {
    const activate = vi.fn(() => Promise.resolve());
    setUpdateActivator(activate);
    renderWithApp(<PwaNotices />, { language: 'pl' });
    act(() => setPwaStatus({ needRefresh: true }));
    expect(screen.getByText('Nowa wersja strony jest gotowa.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Odśwież' }));
    expect(activate).toHaveBeenCalledTimes(1);
    const busy = screen.getByRole('button', { name: 'Aktualizuję…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(busy);
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('stops preparing dialogs in the background once Reload is pressed', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const prepare = vi.fn(() => Promise.resolve());
    whenIdleInTurn(['first card', 'second card'], prepare);
    renderWithApp(<PwaNotices />);
    act(() => setPwaStatus({ needRefresh: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    idle.splice(0).forEach((callback) => callback());
    expect(prepare).not.toHaveBeenCalled();
  });

  it('closes the "ready to work offline" notice with Escape and keeps it closed', async () => {
    renderWithApp(<PwaNotices />);
    act(() => setPwaStatus({ offlineReady: true }));
    const close = screen.getByRole('button', { name: 'Close notice' });
    expect(screen.getByText(/Ready to work offline/)).toBeTruthy();
    close.focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText(/Ready to work offline/)).toBeNull();
  });

  it('lets "ready to work offline" leave by itself, but not the news of a new version', () => {
    vi.useFakeTimers();
    try {
      renderWithApp(<PwaNotices />);
      act(() => setPwaStatus({ offlineReady: true }));
      act(() => vi.advanceTimersByTime(offlineReadyNoticeTime));
      expect(screen.queryByText(/Ready to work offline/)).toBeNull();
      act(() => setPwaStatus({ offlineReady: true, needRefresh: true }));
      act(() => vi.advanceTimersByTime(10 * offlineReadyNoticeTime));
      expect(screen.getByText('A new version of this site is ready.')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so while the browser is offline and hides it when the network returns', async () => {
    renderWithApp(<PwaNotices />);
    goOffline(true);
    expect(screen.getByText(/You're offline/)).toBeTruthy();
    goOffline(false);
    expect(screen.queryByText(/You're offline/)).toBeNull();
    goOffline(true);
    await userEvent.click(screen.getByRole('button', { name: 'Close notice' }));
    expect(screen.queryByText(/You're offline/)).toBeNull();
    goOffline(false);
    goOffline(true);
    expect(screen.getByText(/You're offline/)).toBeTruthy();
  });
});
