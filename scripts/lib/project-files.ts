// Lets a page in the headless Chromium load the project's own files: it asks a made-up origin,
// and each request is answered with the file of that path under the project root (Playwright
// sets its type). The artwork pages (artwork/) take their fonts from node_modules that way.
import { existsSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';
import type { Page } from '@playwright/test';

const root = resolve(import.meta.dirname, '../..');
const origin = 'http://project.local';

/** Serves the project's files to `page`; returns the URL of a path under the project root. */
export async function serveProjectFiles(page: Page): Promise<(path: string) => string> {
  await page.route(`${origin}/**`, (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname);
    const file = join(root, normalize(path));
    if (!file.startsWith(root) || !existsSync(file)) return route.fulfill({ status: 404 });
    return route.fulfill({ path: file });
  });
  return (path) => `${origin}/${path}`;
}
