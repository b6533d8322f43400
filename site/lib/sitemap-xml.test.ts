import { describe, expect, it } from 'vitest';
import { googleNewsXml, sitemapIndexXml, urlSetXml } from './sitemap-xml.ts';

const at = Date.parse('2026-11-21T10:00:00Z');

describe('sitemap XML', () => {
  it('writes an index of sitemap files with absolute locations', () => {
    const xml = sitemapIndexXml('https://www.fleetowner.com', [{ path: '/sitemap/article/1.xml', lastModified: at }]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://www.fleetowner.com/sitemap/article/1.xml</loc>');
    expect(xml).toContain('<lastmod>2026-11-21T10:00:00+00:00</lastmod>');
  });

  it('escapes URLs in URL sets', () => {
    expect(urlSetXml('https://x.com', [{ path: '/a&b', lastModified: at }])).toContain(
      '<loc>https://x.com/a&amp;b</loc>',
    );
  });

  it('names the publication and dates each item in the Google News sitemap', () => {
    const xml = googleNewsXml('https://x.com', 'FleetOwner', [
      { path: '/news/a', title: 'Trucks & <tariffs>', published: at },
    ]);
    expect(xml).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
    expect(xml).toContain('<news:name>FleetOwner</news:name>');
    expect(xml).toContain('<news:title>Trucks &amp; &lt;tariffs&gt;</news:title>');
    expect(xml).toContain('<news:publication_date>2026-11-21T10:00:00+00:00</news:publication_date>');
  });
});
