import { describe, expect, it } from 'vitest';
import { describeScreen } from '../../src/app/screens';
import { robotsTxt, seoHeadTags, sitemapXml, type SiteConfig } from './seo';

const site: SiteConfig = {
  name: 'Kreska Studio',
  origin: 'https://kreska.example',
  email: 'hello@kreska.example',
  phoneDisplay: '+48 500 000 000',
  foundedYear: 2016,
  social: {
    facebook: 'https://facebook.com/kreska',
    instagram: 'https://instagram.com/kreska',
    linkedin: 'https://linkedin.com/kreska',
  },
};

const page = (path: string) => ({
  path,
  pageType: describeScreen(path).pageType,
  title: 'About us & more | Kreska Studio',
  description: 'Who we are, "quoted"',
  imageAlt: 'Share image',
});

describe('search metadata', () => {
  it('maps screens to the page type whose share image they use', () => {
    const paths = ['/', '/about', '/project/2', '/project/9', '/nope'];
    expect(paths.map((path) => describeScreen(path).pageType)).toEqual([
      'home',
      'about',
      'project',
      'not-found',
      'not-found',
    ]);
  });

  it('gives an indexable page its canonical address, escaped share tags and the studio JSON-LD', () => {
    const head = seoHeadTags(site, page('/about'), 'A small studio').join('\n');
    expect(head).toContain('<link rel="canonical" href="https://kreska.example/about" />');
    expect(head).toContain('content="About us &amp; more | Kreska Studio"');
    expect(head).toContain('content="Who we are, &quot;quoted&quot;"');
    expect(head).toContain('content="https://kreska.example/og/about.jpg"');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(head)?.[1] ?? '{}';
    const studio = JSON.parse(json) as Record<string, unknown>;
    expect(studio).toMatchObject({
      '@type': 'ProfessionalService',
      name: 'Kreska Studio',
      telephone: '+48500000000',
      sameAs: Object.values(site.social),
      contactPoint: { '@type': 'ContactPoint', email: 'hello@kreska.example' },
    });
  });

  it('names no canonical address on the not-found page, which answers many addresses', () => {
    const head = seoHeadTags(site, page('/404'), 'A small studio').join('\n');
    expect(head).not.toContain('rel="canonical"');
    expect(head).not.toContain('og:url');
    expect(head).toContain('/og/not-found.jpg');
  });

  it('writes robots.txt and a sitemap from the origin and the route list', () => {
    expect(robotsTxt(site)).toContain('Sitemap: https://kreska.example/sitemap.xml');
    const sitemap = sitemapXml(site, ['/', '/about']);
    expect(sitemap).toContain('<loc>https://kreska.example/</loc>');
    expect(sitemap).toContain('<loc>https://kreska.example/about</loc>');
    expect(sitemap.match(/<url>/g)).toHaveLength(2);
  });
});
