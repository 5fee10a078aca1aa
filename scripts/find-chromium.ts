// Finds a Chromium or Chrome already on the machine; nothing here downloads a browser.
// On Debian, running as root, it installs Debian's chromium package when none is found (elsewhere
// it says what to install, or set CHROME_PATH).
import { existsSync } from 'node:fs';
import { aptInstall } from './lib/apt';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/opt/google/chrome/chrome',
];

/** Flags for a quiet, reproducible headless Chromium on a machine without network access. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH points to ${fromEnv}, which does not exist.`);
  }
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  aptInstall(['chromium']);
  const installed = candidates.find((path) => existsSync(path));
  if (!installed) throw new Error('No Chromium after apt-get install: set CHROME_PATH.');
  return installed;
}
