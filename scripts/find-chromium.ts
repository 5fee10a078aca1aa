// Finds a Chromium or Chrome already on the machine; nothing here downloads a browser.
// On Debian, running as root, it installs Debian's chromium package when none is found.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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

function installWithApt(): void {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log('No Chromium found: installing Debian’s chromium package with apt-get…');
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env,
  });
}

export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH points to ${fromEnv}, which does not exist.`);
  }
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    installWithApt();
    const installed = candidates.find((path) => existsSync(path));
    if (installed) return installed;
  }
  throw new Error(
    'No Chromium or Chrome found. Install one (Debian: `sudo apt-get install chromium`) ' +
      'or set CHROME_PATH to its executable.',
  );
}
