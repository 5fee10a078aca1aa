import { describe, expect, it } from 'vitest';
import { bundledResources, lazyTextFiles } from './create-browser-i18n';
import { frameNamespaces, languages, namespaces } from './namespaces';

describe("the browser's texts", () => {
  it('bundle exactly the English frame, and load every other text file on demand', () => {
    expect(Object.keys(bundledResources.en).sort()).toEqual([...frameNamespaces].sort());
    const expected = languages.flatMap((language) =>
      namespaces
        .filter((namespace) => language !== 'en' || !frameNamespaces.includes(namespace as never))
        .map((namespace) => `./locales/${language}/${namespace}.json`),
    );
    expect([...lazyTextFiles].sort()).toEqual(expected.sort());
  });
});
