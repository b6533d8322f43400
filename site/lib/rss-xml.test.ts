import { describe, expect, it } from 'vitest';
import type { SectionFeed } from '../../content-engine/feeds/operations/get-section-feed.ts';
import { rfc822, sectionFeedXml } from './rss-xml.ts';

const at = Date.parse('2026-11-21T10:00:00Z');
const origin = 'https://www.fleetowner.com';
const site = {
  origin,
  siteName: 'FleetOwner',
  selfUrl: `${origin}/__rss/website-scheduled-content.xml?input=news`,
  logoUrl: '/files/logo.svg',
};
const feed = (over: Partial<SectionFeed['section']> = {}, items: SectionFeed['items'] = []): SectionFeed => ({
  section: { id: 1, name: 'News', fullName: 'News', alias: 'news', description: '', url: `${origin}/news`, ...over },
  items,
});
const item = {
  id: 10000001,
  title: 'Trucks & <tariffs>',
  url: `${origin}/news/trucks`,
  permalink: `${origin}/10000001`,
  summary: 'Why it matters',
  published: at,
  authors: ['Ann Lee', 'Bo Chu'],
  category: 'News',
  image: { url: `${origin}/files/a.svg`, width: 1200, height: 800 },
};

describe('sectionFeedXml', () => {
  it('writes RFC 822 dates', () => {
    expect(rfc822(at)).toBe('Sat, 21 Nov 2026 10:00:00 GMT');
  });

  it('describes the channel: title with the site name, section link, a description, a self link and the logo', () => {
    const xml = sectionFeedXml(feed(), site);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<title>News | FleetOwner</title>');
    expect(xml).toContain(`<link>${origin}/news</link>`);
    expect(xml).toContain('<description>The latest from News on FleetOwner.</description>');
    expect(xml).toContain(
      `<atom:link href="${origin}/__rss/website-scheduled-content.xml?input=news" rel="self" type="application/rss+xml"/>`,
    );
    expect(xml).toContain(`<url>${origin}/files/logo.svg</url>`);
    expect(xml).not.toContain('<item>');
  });

  it('titles the home section feed with the site name alone and keeps a section description', () => {
    const xml = sectionFeedXml(feed({ name: 'Home', url: `${origin}/`, description: 'Fleet news daily.' }), site);
    expect(xml).toContain('<title>FleetOwner</title>');
    expect(xml).toContain('<description>Fleet news daily.</description>');
  });

  it('writes each item with escaped text, date, permalink guid, authors, category and image', () => {
    const xml = sectionFeedXml(feed({}, [item]), site);
    expect(xml).toContain('<title>Trucks &amp; &lt;tariffs&gt;</title>');
    expect(xml).toContain(`<link>${origin}/news/trucks</link>`);
    expect(xml).toContain('<pubDate>Sat, 21 Nov 2026 10:00:00 GMT</pubDate>');
    expect(xml).toContain('<lastBuildDate>Sat, 21 Nov 2026 10:00:00 GMT</lastBuildDate>');
    expect(xml).toContain(`<guid>${origin}/10000001</guid>`);
    expect(xml).toContain('<dc:creator>Ann Lee</dc:creator>');
    expect(xml).toContain('<dc:creator>Bo Chu</dc:creator>');
    expect(xml).toContain('<category>News</category>');
    expect(xml).toContain(`<media:content url="${origin}/files/a.svg" medium="image" width="1200" height="800"/>`);
  });
});
