// Finds a Chromium or Chrome on the machine (CHROME_PATH, or on PATH); nothing here downloads a
// browser. When none is found it installs Debian's package (as root on Debian) or says what to do.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { requireCommand, which } from './lib/apt';

/** Flags for a quiet, reproducible headless Chromium on a machine without network access. */
export const chromiumArgs = [
  ...['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  ...['--disable-component-update', '--disable-sync', '--disable-quic', '--disable-dev-shm-usage'],
];

/** The browser a variable names, if it is set; an error if it names nothing. */
function pathFromEnvironment(variable: string): string | undefined {
  const path = process.env[variable];
  if (path && !existsSync(path)) {
    throw new Error(`${variable} points to ${path}, which does not exist.`);
  }
  return path || undefined;
}

export function findChromium(): string {
  const fromEnv = pathFromEnvironment('CHROME_PATH');
  if (fromEnv) return fromEnv;
  const names = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];
  return names.map((name) => which(name)).find(Boolean) ?? requireCommand('chromium', 'chromium');
}

/** Debian's chromium-headless-shell, for Lighthouse and the end-to-end specs: the same Blink and V8
 * as chromium without the desktop browser around them. The desktop browser's extension system sets
 * itself up in every page's script context and its interface runs a renderer of its own: costs a
 * phone's Chrome does not have, which a CPU slowdown multiplies (docs/performance.md, "Which
 * browser runs Lighthouse and the specs"). Installed with apt-get when missing (root on Debian);
 * `variable` names another browser. */
export function findHeadlessShell(variable: 'CHROME_PATH' | 'LIGHTHOUSE_CHROME_PATH'): string {
  return (
    pathFromEnvironment(variable) ??
    requireCommand('chromium-headless-shell', 'chromium-headless-shell')
  );
}

/** The headless Chromium of the scripts that draw, measure or benchmark pages. */
export function launchChromium() {
  return chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
}
