import { expectNoAxeViolations, languages, test, visit } from './fixtures';

const paths = ['/', '/about', '/project/1', '/project/2', '/project/3', '/project/4', '/nope'];

for (const language of languages) {
  for (const path of paths) {
    test(`axe finds nothing on ${path} (${language})`, async ({ page }) => {
      await visit(page, path, language);
      await expectNoAxeViolations(page);
    });
  }
}
