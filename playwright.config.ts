import { defineConfig, devices } from '@playwright/test';
import getPort from 'get-port';
import { chromiumArgs, findChromium, findHeadlessShell } from './scripts/find-chromium';

// A free port of its own, so tests run beside `npm start` (4173). The workers load this file
// again: they inherit the port through the environment instead of picking another.
process.env.E2E_PORT ??= String(await getPort({ host: '127.0.0.1' }));
const port = Number(process.env.E2E_PORT);
// The specs run in the headless shell (CHROME_PATH names another browser): 40 % less test time
// than the desktop browser, on a machine the suite keeps busy (docs/performance.md).
const executablePath = findHeadlessShell('CHROME_PATH');
// install.spec.ts asks the desktop browser, whose install checks are its own: found (or installed)
// now, before the workers start, so that no test waits for apt-get.
findChromium();

const desktopChrome = { ...devices['Desktop Chrome'], channel: undefined };
const typingSpec = /contact-typing\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  // A test that walks several pages or screen widths took 20-33 s on a slow two-core host
  // (2026-11-30, both workers busy): the limit catches a stuck test, not a slow machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  // The suite keeps both cores busy, throttled tests included: with a third worker (the typing
  // tests in a lane of their own) they were idle 1.8 % of the time, and it was no faster.
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace in every test made them a quarter slower (2026-12-03, two specs, 218-221 s
    // against 150-167 s) and changed what they measured: a test that read a layout the page had
    // not yet done passed only while traced. To see a failure, run it again with `--trace on`.
    trace: 'off',
    // Offline support installs once a page settles and downloads the whole site (about 2.4 MB):
    // in every test, background work that took a third of the time of the tests around it on a
    // slow host. The tests about offline support ask for it (`withOfflineSupport`, pwa-support.ts).
    serviceWorkers: 'block',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: desktopChrome, testIgnore: typingSpec },
    // Typing through the app's takeover is a race: each run is repeated so that a loss shows.
    { name: 'typing', use: desktopChrome, testMatch: typingSpec, repeatEach: 5 },
  ],
  webServer: {
    command: `npx tsx scripts/serve.ts --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
