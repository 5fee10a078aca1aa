import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../scripts/find-chromium';
import { expect, test } from './fixtures';
import { precachingTimeout, waitForServiceWorker, withOfflineSupport } from './pwa-support';

type InstallabilityErrors = {
  installabilityErrors: { errorId: string; errorArguments: { name: string; value: string }[] }[];
};

type ManifestImage = { src: string; sizes: string; purpose?: string; form_factor?: string };
type Manifest = {
  name: string;
  short_name: string;
  description: string;
  icons: ManifestImage[];
  screenshots: ManifestImage[];
};

// A persistent profile: a throwaway (incognito) profile always reports "in-incognito".
test('Chromium considers the site installable', async ({ baseURL }) => {
  test.setTimeout(precachingTimeout);
  const profile = await mkdtemp(join(tmpdir(), 'pwa-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    // The desktop browser, not the headless shell of the other specs: installing is its feature.
    executablePath: findChromium(),
    args: chromiumArgs,
    baseURL,
    // Contexts launched by hand take the config's options too, and the config blocks the worker.
    ...withOfflineSupport,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForServiceWorker(page);

    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link ? ((await (await fetch(link.href)).json()) as Record<string, unknown>) : null;
    });
    expect(manifest).toMatchObject({
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#12131c',
      background_color: '#f8f6f1',
    });
    expect(manifest).not.toBeNull();
    const { name, short_name, description, icons, screenshots } = manifest as unknown as Manifest;
    for (const field of [name, short_name, description]) expect(field).toMatch(/\S/);

    const icon = (sizes: string, purpose: string) =>
      icons.find(
        (entry) => entry.sizes === sizes && (entry.purpose ?? 'any').split(' ').includes(purpose),
      );
    expect(icon('192x192', 'any'), 'a 192×192 icon').toBeDefined();
    expect(icon('512x512', 'any'), 'a 512×512 icon').toBeDefined();
    expect(icon('512x512', 'maskable'), 'a 512×512 maskable icon').toBeDefined();
    const formFactors = screenshots.map((screenshot) => screenshot.form_factor);
    expect(formFactors).toContain('wide');
    expect(formFactors).toContain('narrow');

    // Every picture the install sheet and the home screen use, as the server answers it.
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    // The tab icon is a small PNG: an SVG one makes the browser build an SVG document on the
    // page's main thread while it loads.
    const tabIcons = await page
      .locator('link[rel="icon"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('type')));
    expect(tabIcons).toEqual(['image/png']);
    const tabIcon = await page.locator('link[rel="icon"]').getAttribute('href');
    const pictures = [...icons, ...screenshots]
      .map((entry) => entry.src)
      .concat(appleIcon ?? '', tabIcon ?? '');
    for (const src of pictures) {
      const response = await page.request.get(src);
      expect(response.status(), src).toBe(200);
      expect(response.headers()['content-type'], src).toMatch(/^image\//);
      expect((await response.body()).length, src).toBeGreaterThan(0);
    }

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send(
      'Page.getInstallabilityErrors',
    )) as InstallabilityErrors;
    expect(installabilityErrors).toEqual([]);

    const { errors } = (await cdp.send('Page.getAppManifest')) as {
      errors: { message: string; critical: number }[];
    };
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
