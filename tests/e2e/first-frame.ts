// Whether an opened dialog's picture is drawn in the very first frame that shows it.
import type { Page } from '@playwright/test';

/** Starts watching, before the tap that opens the dialog; `drawnInFirstFrame` answers after. */
export async function watchFirstFrame(page: Page) {
  await page.evaluate(() => {
    const probe = window as unknown as { drawnInFirstFrame?: boolean };
    const check = () => {
      const img = document.querySelector<HTMLImageElement>('dialog[open] img');
      if (img) probe.drawnInFirstFrame = img.complete && img.naturalWidth > 0;
      else requestAnimationFrame(check);
    };
    check();
  });
}

/** Whether the picture was loaded in the first frame of the dialog (undefined: not opened yet). */
export const drawnInFirstFrame = (page: Page) =>
  page.evaluate(() => (window as unknown as { drawnInFirstFrame?: boolean }).drawnInFirstFrame);
