import { whenIdle } from './when-idle';

/**
 * "The page has settled": it has loaded and the browser has had a whole idle period with nothing
 * left to do, so hydration is over. Work the first screen does not need waits for this moment
 * (src/app/after-settle.ts): the service worker's install, which downloads and stores the whole
 * site, and the decorative loops (hero dots, floating cards, marquee, the About robot). Started
 * earlier, they compete with hydration for a phone's CPU and hold up a visitor's first tap.
 */

/** An idle period this long means the browser had nothing queued (50 ms is the most it grants). */
export const quietPeriodMs = 45;
/** However busy the page stays, it counts as settled this long after the load event. */
export const settleTimeoutMs = 5000;
/** Set on `<html>` once the page has settled; the stylesheets start decorative loops on it. */
export const settledAttribute = 'data-settled';

type IdleScheduler = (callback: (deadline: IdleDeadline) => void) => void;

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** Browsers without requestIdleCallback get one short timer turn per attempt (never "quiet"). */
const defaultScheduler: IdleScheduler = (callback) => {
  whenIdle(callback, { fallbackMs: 50 });
};

/** Resolves once the page has loaded and had a quiet idle period, or `timeoutMs` after load. */
export async function whenSettled(
  schedule: IdleScheduler = defaultScheduler,
  timeoutMs = settleTimeoutMs,
): Promise<void> {
  await loaded();
  const giveUpAt = performance.now() + timeoutMs;
  await new Promise<void>((resolve) => {
    const check = (deadline: IdleDeadline) => {
      if (deadline.timeRemaining() >= quietPeriodMs || performance.now() >= giveUpAt) resolve();
      else schedule(check);
    };
    schedule(check);
  });
}

let settled: Promise<void> | undefined;

/** One shared wait per page view; marks `<html>` with settledAttribute when it ends. */
export function pageSettled(): Promise<void> {
  settled ??= whenSettled().then(() => {
    document.documentElement.setAttribute(settledAttribute, '');
  });
  return settled;
}
