// Whether an opened dialog's picture is drawn in the very first frame that shows it.
import type { Page } from '@playwright/test';

type Probe = { drawnInFirstFrame?: boolean };

/** Starts watching, before the tap that opens the dialog; `drawnInFirstFrame` answers after. */
export async function watchFirstFrame(page: Page) {
  await page.evaluate(() => {
    const probe = window as unknown as Probe;
    const check = () => {
      const img = document.querySelector<HTMLImageElement>('dialog[open] img');
      if (img) probe.drawnInFirstFrame = img.complete && img.naturalWidth > 0;
      else requestAnimationFrame(check);
    };
    check();
  });
}

/**
 * Whether the picture was loaded in the first frame of the dialog. Waits for that frame: the
 * dialog is in the DOM a moment before its first animation frame runs, and asking in between
 * found no answer yet.
 */
export async function drawnInFirstFrame(page: Page) {
  await page.waitForFunction(() => (window as unknown as Probe).drawnInFirstFrame !== undefined);
  return page.evaluate(() => (window as unknown as Probe).drawnInFirstFrame);
}
