import type { Request } from '@playwright/test';
import { expect, languages, studio, test, visit, waitForHydration } from './fixtures';

const copy = {
  en: {
    about: `About ${studio.name}`,
    project1: 'Websites',
    projectMissing: 'Project not found',
    notFound: 'Page Not Found',
    notFoundText: "Sorry, the page you are looking for doesn't exist or has been moved.",
    goHome: 'Go Back Home',
    backHome: 'Back to Home',
    moreAbout: 'More about us',
  },
  pl: {
    about: `O ${studio.name}`,
    project1: 'Strony internetowe',
    projectMissing: 'Projekt nie został znaleziony',
    notFound: 'Nie znaleziono strony',
    notFoundText: 'Przepraszamy, strona, której szukasz, nie istnieje albo została przeniesiona.',
    goHome: 'Wróć na stronę główną',
    backHome: 'Wróć na stronę główną',
    moreAbout: 'Poznaj nas bliżej',
  },
} as const;

for (const language of languages) {
  const text = copy[language];

  test.describe(`routes (${language})`, () => {
    test('the About page and its trailing-slash form', async ({ page }) => {
      for (const path of ['/about', '/about/']) {
        await visit(page, path, language);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.about);
        await expect(page).toHaveTitle(new RegExp(language === 'en' ? 'About us' : 'O nas'));
      }
      await page.getByRole('link', { name: text.backHome }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test("from home, About's code and texts are asked for together", async ({ page }) => {
      await visit(page, '/', language);
      await waitForHydration(page); // about the way between pages, not the first paint
      const file = (url: string) =>
        /\/assets\/about-page-[^/]+\.js$/.test(url)
          ? 'code'
          : /\/assets\/aboutPage-[^/]+\.js$/.test(url)
            ? 'texts'
            : null;
      const events: string[] = [];
      const note = (what: string) => (request: Request) => {
        const kind = file(request.url());
        if (kind) events.push(`${kind} ${what}`);
      };
      page.on('request', note('asked'));
      page.on('requestfinished', note('came'));
      await page.getByRole('link', { name: text.moreAbout }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.about);
      // One round trip: the texts were asked for before the code had even come, let alone run.
      expect(events).toContain('texts asked');
      expect(events.indexOf('texts asked')).toBeLessThan(events.indexOf('code came'));
    });

    test('a project gallery, with leading zeros meaning the same number', async ({ page }) => {
      for (const path of ['/project/1', '/project/01']) {
        await visit(page, path, language);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.project1);
      }
    });

    for (const id of ['0', '4', '99', '99999999999999999999']) {
      test(`/project/${id} says the project was not found`, async ({ page }) => {
        await visit(page, `/project/${id}`, language);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.projectMissing);
        await expect(page).toHaveTitle(new RegExp(text.projectMissing));
        await page.getByRole('main').getByRole('link', { name: text.backHome }).click();
        await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      });
    }

    for (const path of [
      '/project/abc',
      '/project/1.5',
      '/project/-1',
      '/project/1/extra',
      '/nope',
    ]) {
      test(`${path} shows the not-found screen`, async ({ page }) => {
        await visit(page, path, language);
        const main = page.getByRole('main');
        await expect(main.locator('p').filter({ hasText: /^404$/ })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toContainText(text.notFound);
        await expect(main.getByText(text.notFoundText)).toBeVisible();
        const home = main.getByRole('link', { name: text.goHome });
        await expect(home).toHaveAttribute('href', '/');
        await home.click();
        await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      });
    }
  });
}

test('every route is prerendered to real HTML with its own title', async ({ request }) => {
  const expectations = [
    ['/', `${studio.name}: websites`],
    ['/about', `About ${studio.name}`],
    ['/project/1', 'Websites'],
    ['/project/2', 'Online shops'],
    ['/project/3', 'Graphic design'],
  ] as const;
  for (const [path, content] of expectations) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(content);
    expect(html).toMatch(/<main[^>]*>.*<\/main>/s);
    expect(html).toContain('<script type="text/html" id="prerendered-pl"');
  }
  const missing = await request.get('/nope');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page Not Found');
});

test('the static host answers a missing asset with a plain 404, not the page', async ({
  request,
}) => {
  const response = await request.get('/assets/missing-file.js');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).not.toContain('text/html');
});
