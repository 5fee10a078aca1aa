import { describe, expect, it } from 'vitest';
import { namespaces } from './namespaces';
import { en, pl } from './resources';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((m) => m[1]).sort();

describe.each(namespaces)('translations: %s', (namespace) => {
  const english = flatten(en[namespace] as Tree);
  const polish = flatten(pl[namespace] as Tree);

  it('has the same keys in English and Polish', () => {
    expect([...polish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has no empty texts', () => {
    const empty = [...english, ...polish].filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    for (const [key, text] of english) {
      expect(placeholders(polish.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });
});

describe('translation resources', () => {
  it('cover every section of the specification', () => {
    expect(Object.keys(en).sort()).toEqual(
      [
        'about',
        'aboutPage',
        'blog',
        'blogPosts',
        'galleryCaptions',
        'common',
        'contact',
        'footer',
        'hero',
        'navbar',
        'project',
        'projectCards',
        'projects',
        'services',
        'testimonials',
        'whyPartner',
      ].sort(),
    );
  });
});
