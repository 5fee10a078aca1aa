import { expect, ownedByApp, studio, test, visit, waitForHydration } from './fixtures';

test.describe('language', () => {
  test('switching to Polish persists across a reload and sets <html lang>', async ({ page }) => {
    await visit(page, '/', 'en');
    const switcher = page.getByRole('button', { name: 'Language: English' });
    await switcher.click();
    await page.getByRole('button', { name: 'Polski' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(
      page.getByRole('navigation').first().getByRole('link', { name: 'Usługi' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/strony internetowe/);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('pl');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('button', { name: 'Język: Polski' })).toBeVisible();
    await waitForHydration(page);

    await page.getByRole('button', { name: 'Język: Polski' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();
  });

  test('Polish chosen before the page itself is hydrated: the page comes in Polish, no error', async ({
    page,
  }) => {
    // The page's own chunk is held back (a slow network) while the header is already live.
    let releasePage: () => void = () => undefined;
    const pageHeld = new Promise<void>((resolve) => (releasePage = resolve));
    await page.route(/\/assets\/about-page-[\w-]+\.js$/, async (route) => {
      await pageHeld;
      await route.continue();
    });
    await visit(page, '/about', 'en', { hydrate: false });
    const switcher = page.getByRole('button', { name: 'Language: English' });
    await expect.poll(() => ownedByApp(switcher)).toBe(true);
    await switcher.click();
    await page.getByRole('button', { name: 'Polski' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    releasePage();
    // React renders the page anew in Polish; the mismatch with the English markup is expected
    // and not reported (the fixture fails the test on any page error).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^O /);
    await waitForHydration(page);
  });

  test('the dropdown closes on an outside click and on Escape, and works by keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await visit(page, '/', 'en');
    const toggle = page.getByRole('button', { name: 'Language: English' });
    const polish = page.getByRole('button', { name: 'Polski', exact: true });

    await toggle.click();
    await expect(polish).toBeVisible();
    await page.mouse.click(700, 500);
    await expect(polish).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(polish).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(polish).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(polish).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(polish).toBeHidden();
  });

  test('a browser set to pl-PL gets Polish, English is the default otherwise', async ({ page }) => {
    await visit(page, '/', 'pl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    const browser = page.context().browser();
    if (!browser) throw new Error('The test needs a browser instance.');
    const other = await browser.newContext({ locale: 'de-DE' });
    const germanPage = await other.newPage();
    await germanPage.goto(page.url());
    await expect(germanPage.locator('html')).toHaveAttribute('lang', 'en');
    await other.close();
  });

  test('an unsafe stored language is discarded and runs nothing', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('i18nextLng', '"><img src=x onerror=alert(1)>');
      }
    });
    await visit(page, '/', 'en');
    await expect(
      page.getByRole('navigation').first().getByRole('link', { name: 'Services' }),
    ).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(dialogs).toEqual([]);
  });

  test.describe('without the app’s JavaScript', () => {
    test.use({ expectedConsole: [/ERR_FAILED/] });

    test('a Polish visitor sees Polish before any of the app’s JavaScript runs', async ({
      page,
    }) => {
      await page.route('**/assets/*.js', (route) => route.abort());
      await visit(page, '/about', 'pl', { hydrate: false });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`O ${studio.name}`);
      await expect(page).toHaveTitle(/O nas/);
      await expect(page.getByText('Wróć na stronę główną').first()).toBeVisible();
    });
  });
});
