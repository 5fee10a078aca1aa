// @vitest-environment jsdom
import { act, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTimedDismissal } from './use-timed-dismissal';

function Notice({ onDismiss, delay }: { onDismiss: () => void; delay?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useTimedDismissal(ref, onDismiss, delay);
  return (
    <div ref={ref} data-testid="notice">
      <button type="button">Close</button>
    </div>
  );
}

function setHidden(hidden: boolean) {
  vi.spyOn(document, 'hidden', 'get').mockReturnValue(hidden);
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useTimedDismissal', () => {
  it('dismisses once the delay has passed, not before', () => {
    const dismiss = vi.fn();
    render(<Notice onDismiss={dismiss} delay={1000} />);
    act(() => vi.advanceTimersByTime(999));
    expect(dismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(dismiss).toHaveBeenCalledTimes(1);
  });

  it('never dismisses without a delay', () => {
    const dismiss = vi.fn();
    render(<Notice onDismiss={dismiss} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(dismiss).not.toHaveBeenCalled();
  });

  it('waits while the pointer rests on it, then starts the time again', () => {
    const dismiss = vi.fn();
    const { getByTestId } = render(<Notice onDismiss={dismiss} delay={1000} />);
    act(() => vi.advanceTimersByTime(900));
    fireEvent.pointerEnter(getByTestId('notice'));
    act(() => vi.advanceTimersByTime(5000));
    expect(dismiss).not.toHaveBeenCalled();
    fireEvent.pointerLeave(getByTestId('notice'));
    act(() => vi.advanceTimersByTime(999));
    expect(dismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(dismiss).toHaveBeenCalledTimes(1);
  });

  it('waits while focus is inside it, also as focus moves within it', () => {
    const dismiss = vi.fn();
    const { getByTestId, getByRole } = render(<Notice onDismiss={dismiss} delay={1000} />);
    const notice = getByTestId('notice');
    const close = getByRole('button');
    fireEvent.focusIn(close);
    fireEvent.focusOut(close, { relatedTarget: notice });
    act(() => vi.advanceTimersByTime(5000));
    expect(dismiss).not.toHaveBeenCalled();
    fireEvent.focusOut(notice, { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(1000));
    expect(dismiss).toHaveBeenCalledTimes(1);
  });

  it('waits while the page is hidden', () => {
    const dismiss = vi.fn();
    render(<Notice onDismiss={dismiss} delay={1000} />);
    setHidden(true);
    act(() => vi.advanceTimersByTime(5000));
    expect(dismiss).not.toHaveBeenCalled();
    setHidden(false);
    act(() => vi.advanceTimersByTime(1000));
    expect(dismiss).toHaveBeenCalledTimes(1);
  });

  it('stops when the notice is gone', () => {
    const dismiss = vi.fn();
    const { unmount } = render(<Notice onDismiss={dismiss} delay={1000} />);
    unmount();
    act(() => vi.advanceTimersByTime(5000));
    expect(dismiss).not.toHaveBeenCalled();
  });
});
