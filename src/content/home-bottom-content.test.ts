import { describe, expect, it } from 'vitest';
import { createFixedI18n } from '@/i18n/create-i18n';
import { languages } from '@/i18n/namespaces';
import { blogPosts } from './blog-posts';
import { allImages } from './images/all.generated';
import { projectCovers } from './project-covers';
import { projectCategories } from './projects';
import { testimonials } from './testimonials';

const text = (language: (typeof languages)[number], namespace: string, key: string) => {
  const value = createFixedI18n(language).getResource(language, namespace, key) as unknown;
  return typeof value === 'string' ? value.trim() : '';
};

describe('project covers', () => {
  it('give each of the three categories an image and a different hover image', () => {
    expect(projectCategories.map((category) => category.id)).toEqual([1, 2, 3]);
    for (const { slug } of projectCategories) {
      const cover = projectCovers[slug];
      expect(cover.image).not.toBe(cover.hoverImage);
      expect(Object.values(allImages)).toContain(cover.image);
      // A gallery entry copied into the covers: it must match what the pipeline encoded.
      expect(Object.values(allImages)).toContainEqual(cover.hoverImage);
    }
  });

  it.each(languages)('have every text in %s', (language) => {
    for (const { slug } of projectCategories) {
      for (const field of ['category', 'title']) {
        expect(
          text(language, 'projects', `categories.${slug}.${field}`),
          `${slug}.${field}`,
        ).not.toBe('');
      }
      for (const field of ['imageAlt', 'work']) {
        expect(text(language, 'projectCards', `${slug}.${field}`), `${slug}.${field}`).not.toBe('');
      }
    }
    for (const key of ['section.eyebrow', 'section.title', 'section.lead']) {
      expect(text(language, 'projects', key), key).not.toBe('');
    }
  });
});

describe('testimonials', () => {
  it('are five, with ids 1–5, each with its own portrait', () => {
    expect(testimonials.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(testimonials.map((entry) => entry.photo)).size).toBe(5);
    for (const { photo } of testimonials) expect(Object.values(allImages)).toContain(photo);
  });

  it.each(languages)('have a name, profession and text in %s', (language) => {
    for (const { key } of testimonials) {
      for (const field of ['name', 'profession', 'text']) {
        expect(
          text(language, 'testimonials', `people.${key}.${field}`),
          `${key}.${field}`,
        ).not.toBe('');
      }
    }
  });

  it('translate the profession and the text, not the name', () => {
    for (const { key } of testimonials) {
      expect(text('pl', 'testimonials', `people.${key}.name`)).toBe(
        text('en', 'testimonials', `people.${key}.name`),
      );
      expect(text('pl', 'testimonials', `people.${key}.text`)).not.toBe(
        text('en', 'testimonials', `people.${key}.text`),
      );
    }
  });
});

describe('blog posts', () => {
  it('are six, with ids 1–6 and their own cover images', () => {
    expect(blogPosts.map((post) => post.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(blogPosts.map((post) => post.image)).size).toBe(6);
    for (const { image } of blogPosts) expect(Object.values(allImages)).toContain(image);
  });

  it.each(languages)(
    'have card texts and an article of at least three paragraphs in %s',
    (language) => {
      for (const { slug } of blogPosts) {
        for (const field of ['category', 'title', 'excerpt', 'imageAlt']) {
          expect(text(language, 'blog', `posts.${slug}.${field}`), `${slug}.${field}`).not.toBe('');
        }
        const paragraphs = text(language, 'blogPosts', `posts.${slug}.body`).split('\n');
        expect(paragraphs.length, slug).toBeGreaterThanOrEqual(3);
        for (const paragraph of paragraphs) expect(paragraph.length, slug).toBeGreaterThan(120);
      }
    },
  );

  it('use the categories UX, Research and Spatial Design in English', () => {
    const categories = blogPosts.map(({ slug }) => text('en', 'blog', `posts.${slug}.category`));
    expect(categories).toEqual(expect.arrayContaining(['UX', 'Research', 'Spatial Design']));
  });
});
