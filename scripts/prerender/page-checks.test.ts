import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditedPaths, pageBuild, pages } from '../../src/app/pages';
import { pageProblems, registeredPages, type Page, type ProjectFiles } from './page-checks';

const root = resolve(import.meta.dirname, '../..');
const projectFiles: ProjectFiles = {
  exists: (file) => existsSync(join(root, file)),
  json: (file) => JSON.parse(readFileSync(join(root, file), 'utf8')) as unknown,
};

const newPage: Page = {
  route: '/pricing',
  module: 'src/features/pricing/pricing-page.tsx',
  namespaces: ['pricing' as never],
  indexable: true,
  shareImage: '/og/pricing.jpg',
  // A key the texts do not have yet (the typecheck would catch it in the registry).
  shareImageAlt: 'meta.shareImage.pricing' as Page['shareImageAlt'],
  prerendered: [{ path: '/pricing', file: 'pricing/index.html' }],
  audited: [],
};

/** The real project, plus the files named in `added`. */
const withFiles = (...added: string[]): ProjectFiles => ({
  exists: (file) => added.includes(file) || projectFiles.exists(file),
  json: projectFiles.json,
});

describe('the page registry checks', () => {
  it('find every page of the site complete', () => {
    expect(pageProblems(registeredPages, projectFiles)).toEqual([]);
  });

  it('name the page and each part it lacks', () => {
    expect(
      pageProblems({ pricing: newPage }, withFiles('src/i18n/locales/en/pricing.json')),
    ).toEqual([
      'Page "pricing": no module src/features/pricing/pricing-page.tsx.',
      'Page "pricing": no share image public/og/pricing.jpg.',
      'Page "pricing": no en text meta.shareImage.pricing (the share image\'s alt text).',
      'Page "pricing": no pl texts src/i18n/locales/pl/pricing.json.',
      'Page "pricing": no pl text meta.shareImage.pricing (the share image\'s alt text).',
    ]);
  });

  it('stop a page with nothing to prerender', () => {
    expect(
      pageProblems(
        { about: { ...pages.about, ...pageBuild.about, prerendered: [] } },
        projectFiles,
      ),
    ).toEqual(['Page "about": no address to prerender.']);
  });

  it("give Lighthouse's budgets (lighthouserc.json) a pattern for every audited address", () => {
    const config = projectFiles.json('lighthouserc.json') as {
      ci: { assert: { assertMatrix: { matchingUrlPattern: string }[] } };
    };
    const patterns = config.ci.assert.assertMatrix.map(
      ({ matchingUrlPattern }) => new RegExp(matchingUrlPattern),
    );
    expect(auditedPaths.length).toBeGreaterThan(0);
    for (const path of auditedPaths) {
      const url = `http://127.0.0.1:4000${path}`;
      expect(
        patterns.some((pattern) => pattern.test(url)),
        url,
      ).toBe(true);
    }
  });
});
