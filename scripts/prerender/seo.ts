// Search and sharing metadata of the prerendered pages (canonical link, Open Graph and Twitter tags,
// JSON-LD of the studio, robots.txt, sitemap.xml), from the site config and the page registry.
import { pageBuild, type PageType } from '../../src/app/pages';
import type { SiteDetails } from '../../src/config/site-details';
import { phoneDigits } from '../../src/lib/phone-digits';
import { escapeAttribute, escapeText, scriptJson } from './html';

/** Share images, 1200×630 (each page's in its registry entry), rendered by render-artwork.ts. */
export const shareImageSize = { width: 1200, height: 630 } as const;

type Details = 'name' | 'origin' | 'email' | 'phoneDisplay' | 'foundedYear' | 'social';
export type SiteConfig = Pick<SiteDetails, Details>;
type PageSeo = { path: string; pageType: PageType; title: string; description: string };

/** A not-found page is served for many addresses, so it names no canonical address. */
export function isIndexable(pageType: PageType): boolean {
  return pageBuild[pageType].indexable;
}

function studioJsonLd(site: SiteConfig, description: string) {
  const telephone = `+${phoneDigits(site.phoneDisplay)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${site.origin}/#studio`,
    name: site.name,
    url: `${site.origin}/`,
    logo: `${site.origin}/favicon.svg`,
    image: `${site.origin}${pageBuild.home.shareImage}`,
    description,
    email: site.email,
    telephone,
    foundingDate: String(site.foundedYear),
    knowsLanguage: ['en', 'pl'],
    sameAs: Object.values(site.social),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: site.email,
      telephone,
      availableLanguage: ['English', 'Polish'],
    },
  };
}

/** The <head> tags for one page, in English (the language of the prerendered markup). */
export function seoHeadTags(
  site: SiteConfig,
  page: PageSeo & { imageAlt: string },
  studioDescription: string,
): string[] {
  const url = `${site.origin}${page.path}`;
  const image = `${site.origin}${pageBuild[page.pageType].shareImage}`;
  const meta = (kind: 'property' | 'name', key: string, value: string) =>
    `<meta ${kind}="${key}" content="${escapeAttribute(value)}" />`;
  const indexable = isIndexable(page.pageType);
  return [
    ...(indexable ? [`<link rel="canonical" href="${escapeAttribute(url)}" />`] : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:locale', 'en_GB'),
    meta('property', 'og:locale:alternate', 'pl_PL'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    ...(indexable ? [meta('property', 'og:url', url)] : []),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/jpeg'),
    meta('property', 'og:image:width', String(shareImageSize.width)),
    meta('property', 'og:image:height', String(shareImageSize.height)),
    meta('property', 'og:image:alt', page.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', page.imageAlt),
    ...(indexable
      ? [
          `<script type="application/ld+json">${scriptJson(studioJsonLd(site, studioDescription))}</script>`,
        ]
      : []),
  ];
}

export function robotsTxt(site: SiteConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`;
}

export function sitemapXml(site: SiteConfig, paths: readonly string[]): string {
  const urls = paths
    .map((path) => `  <url>\n    <loc>${escapeText(`${site.origin}${path}`)}</loc>\n  </url>`)
    .join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${urls}\n</urlset>\n`
  );
}
