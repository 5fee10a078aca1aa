import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../scripts/find-chromium';
import { expect, test } from './fixtures';
import { waitForServiceWorker } from './pwa-support';

type InstallabilityErrors = {
  installabilityErrors: { errorId: string; errorArguments: { name: string; value: string }[] }[];
};

// A persistent profile: a throwaway (incognito) profile always reports "in-incognito".
test('Chromium considers the site installable', async ({ baseURL }) => {
  const profile = await mkdtemp(join(tmpdir(), 'pwa-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: chromiumArgs,
    baseURL,
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
    const appleIcon = page.locator('link[rel="apple-touch-icon"]');
    expect((await page.request.get((await appleIcon.getAttribute('href')) ?? '')).ok()).toBe(true);

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
