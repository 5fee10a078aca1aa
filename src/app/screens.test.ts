import { describe, expect, it } from 'vitest';
import { createFixedI18n } from '@/i18n/create-i18n';
import { describeScreen } from './screens';

describe('describeScreen', () => {
  it.each([
    ['/', 'home'],
    ['/about', 'about'],
    ['/about/', 'about'],
    ['/project/1', 'project-1'],
    ['/project/3/', 'project-3'],
    ['/project/0001', 'project-1'],
    ['/project/0', 'project-missing'],
    ['/project/4', 'project-missing'],
    ['/project/99', 'project-missing'],
    ['/project/99999999999999999999', 'project-missing'],
    ['/project/abc', 'not-found'],
    ['/project/1.5', 'not-found'],
    ['/project/-1', 'not-found'],
    ['/project/1/extra', 'not-found'],
    ['/project', 'not-found'],
    ['/nope', 'not-found'],
    ['/404', 'not-found'],
  ])('%s shows %s', (path, key) => {
    expect(describeScreen(path).key).toBe(key);
  });

  it('gives every screen a translated title and description', () => {
    const en = createFixedI18n('en').getFixedT('en', ['common', 'projects'] as const);
    const pl = createFixedI18n('pl').getFixedT('pl', ['common', 'projects'] as const);
    expect(describeScreen('/project/2').meta(en).title).toContain('Online shops');
    expect(describeScreen('/project/2').meta(pl).title).toContain('Sklepy internetowe');
    expect(describeScreen('/project/9').meta(pl).title).toContain('Projekt nie został znaleziony');
    for (const path of ['/', '/about', '/project/1', '/project/9', '/nope']) {
      const english = describeScreen(path).meta(en);
      const polish = describeScreen(path).meta(pl);
      expect(english.title).not.toBe(polish.title);
      expect(english.description.length).toBeGreaterThan(40);
      expect(polish.description.length).toBeGreaterThan(40);
    }
  });
});
