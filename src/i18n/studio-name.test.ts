import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { createFixedI18n } from './create-i18n';
import { languages } from './namespaces';
import { resources } from './resources';

type Tree = { [key: string]: string | Tree };

function texts(tree: Tree, prefix: string): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : texts(value, `${prefix}${key}.`),
  );
}

/** Texts about the word "kreska" itself (the brand's story): docs/rebranding.md lists them. */
const brandStoryKeys = ['aboutPage:story.start.text'];

describe.each(languages)('studio name in the %s texts', (language) => {
  const all = Object.entries(resources[language]).flatMap(([namespace, tree]) =>
    texts(tree as Tree, `${namespace}:`),
  );

  it('is never spelt out, only in the brand story', () => {
    const spelt = all.filter(([, text]) => /Kresk/.test(text)).map(([key]) => key);
    expect(spelt).toEqual(brandStoryKeys);
  });

  it('comes from src/config/site.ts without the t() call passing it', () => {
    const t = createFixedI18n(language).t;
    expect(t('common:brand')).toBe(site.name);
    expect(t('whyPartner:eyebrow')).toMatch(new RegExp(`^\\S+ ${site.shortName}$`));
    expect(t('navbar:logo')).toMatch(new RegExp(`^${site.name}, `));
  });
});
