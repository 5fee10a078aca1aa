import { describe, expect, it } from 'vitest';
import { portfolioImages } from './images/portfolio.generated';
import { projectCovers } from './project-covers';

describe('project covers', () => {
  it('swap to gallery pictures exactly as the image pipeline encoded them', () => {
    for (const { hoverImage } of Object.values(projectCovers)) {
      const name = hoverImage.name as keyof typeof portfolioImages;
      expect(hoverImage).toEqual(portfolioImages[name]);
    }
  });
});
