import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en/project.json';
import pl from '@/i18n/locales/pl/project.json';
import { portfolioPhoneImages } from './images/portfolio-phone.generated';
import { portfolioImages } from './images/portfolio.generated';
import { projectPhonePictures } from './project-phone-pictures';
import { findProject, projectCategories, projectPaths } from './projects';

const items = projectCategories.flatMap((category) =>
  category.items.map((item) => ({ category: category.id, ...item })),
);

describe('project gallery data', () => {
  it('has 6, 2 and 8 items in categories 1, 2 and 3', () => {
    expect(projectCategories.map((category) => [category.id, category.items.length])).toEqual([
      [1, 6],
      [2, 2],
      [3, 8],
    ]);
  });

  it('keeps the item ids as data: 1–6, 1–2, and 1–5 plus 7–9 with no item 6', () => {
    const ids = projectCategories.map((category) => category.items.map((item) => item.id));
    expect(ids).toEqual([
      [1, 2, 3, 4, 5, 6],
      [1, 2],
      [1, 2, 3, 4, 5, 7, 8, 9],
    ]);
    expect(ids[2]).not.toContain(6);
  });

  it('uses a different, existing picture for every item', () => {
    for (const item of items) expect(portfolioImages).toHaveProperty([item.image]);
    expect(new Set(items.map((item) => item.image)).size).toBe(items.length);
  });

  it('has a portrait phone rendering of every site and shop, none of the design pieces', () => {
    for (const { category, image } of items) {
      const phone = projectPhonePictures[image];
      if (category === 3) {
        expect(phone, image).toBeUndefined();
      } else {
        expect(phone, image).toBe(image.replace('portfolio/', 'portfolio-phone/'));
        const picture = phone && portfolioPhoneImages[phone];
        expect(picture && picture.height > picture.width, phone).toBe(true);
      }
    }
  });

  it.each([
    ['en', en],
    ['pl', pl],
  ] as const)('has a title and alt text for every item in %s', (_, texts) => {
    const byKey: Record<string, { title: string; alt: string }> = texts.items;
    for (const item of items) {
      expect(byKey[item.key]?.title, item.key).toMatch(/\S/);
      expect(byKey[item.key]?.alt, item.key).toMatch(/\S/);
    }
    expect(Object.keys(byKey).sort()).toEqual(items.map((item) => item.key).sort());
    for (const category of projectCategories) {
      expect(texts.intro[category.slug]).toMatch(/\S/);
    }
  });

  it('finds categories by whole-number id and keeps their paths', () => {
    expect(findProject('3')).toEqual({ status: 'found', project: projectCategories[2] });
    expect(findProject('003').status).toBe('found');
    expect(findProject('4')).toEqual({ status: 'missing' });
    expect(findProject('x')).toEqual({ status: 'invalid' });
    expect(projectPaths).toEqual(['/project/1', '/project/2', '/project/3']);
  });
});
