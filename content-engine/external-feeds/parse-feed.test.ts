import { describe, expect, it } from 'vitest';
import { parseFeed, plainText, safeLink } from './parse-feed.ts';

const base = 'https://feeds.example.com/news.xml';

const rss = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>Example &amp; Co</title>
    <link>https://example.com/</link>
    <item>
      <title><![CDATA[<script>alert(1)</script>Rates <b>rise</b>]]></title>
      <link>https://example.com/a</link>
      <description>&lt;p&gt;First &lt;img src=x onerror=alert(1)&gt;para&lt;/p&gt; &amp;amp; more</description>
      <pubDate>Tue, 10 Jun 2025 04:00:00 GMT</pubDate>
    </item>
    <item><title>Relative</title><link>/b</link></item>
    <item><title>Script link</title><link>javascript:alert(1)</link></item>
    <item><title>Fourth</title><link>https://example.com/d</link></item>
  </channel>
</rss>`;

const atom = `<feed xmlns="http://www.w3.org/2005/Atom">
  <title type="html">Atom &lt;i&gt;feed&lt;/i&gt;</title>
  <link rel="self" href="https://example.org/feed"/>
  <link rel="alternate" href="https://example.org/"/>
  <entry>
    <title>Entry one</title>
    <link rel="alternate" href="https://example.org/1"/>
    <updated>2025-01-02T03:04:05Z</updated>
    <summary type="html">&lt;em&gt;Short&lt;/em&gt; summary</summary>
  </entry>
  <entry><title>Data link</title><link href="data:text/html,hi"/></entry>
</feed>`;

describe('parseFeed', () => {
  it('reads an RSS 2.0 feed as text, markup dropped and links resolved', () => {
    const feed = parseFeed(rss, { base, limit: 10 });
    expect(feed).toMatchObject({ title: 'Example & Co', link: 'https://example.com/' });
    expect(feed.items[0]).toEqual({
      title: 'Rates rise',
      link: 'https://example.com/a',
      description: 'First para & more',
      published: Date.UTC(2025, 5, 10, 4),
    });
    expect(feed.items[1]!.link).toBe('https://feeds.example.com/b');
  });

  it('keeps only http and https links', () => {
    const feed = parseFeed(rss, { base, limit: 10 });
    expect(feed.items[2]).toMatchObject({ title: 'Script link', link: '' });
    expect(parseFeed(atom, { base, limit: 10 }).items[1]).toMatchObject({ title: 'Data link', link: '' });
  });

  it('stops at the limit', () => {
    expect(parseFeed(rss, { base, limit: 2 }).items.map((i) => i.title)).toEqual(['Rates rise', 'Relative']);
  });

  it('reads an Atom feed: the alternate link, updated date and summary text', () => {
    const feed = parseFeed(atom, { base, limit: 10 });
    expect(feed).toMatchObject({ title: 'Atom feed', link: 'https://example.org/' });
    expect(feed.items[0]).toEqual({
      title: 'Entry one',
      link: 'https://example.org/1',
      description: 'Short summary',
      published: Date.UTC(2025, 0, 2, 3, 4, 5),
    });
  });

  it('does not expand entities a DOCTYPE declares', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "AAAAAAAAAA"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>
      <rss version="2.0"><channel><title>t</title><item><title>x &b; y</title></item></channel></rss>`;
    expect(parseFeed(bomb, { base, limit: 5 }).items[0]!.title.length).toBeLessThan(20);
  });

  it('throws on a document that is no feed', () => {
    expect(() => parseFeed('<html><body>hi</body></html>', { base, limit: 5 })).toThrow();
    expect(() => parseFeed('not xml at all', { base, limit: 5 })).toThrow();
  });
});

describe('plainText and safeLink', () => {
  it('decodes numeric entities, collapses spaces and shortens', () => {
    expect(plainText('a&#38;b &#x3C;c&#x3E;\n\n d', 100)).toBe('a&b <c> d');
    expect(plainText('word '.repeat(50), 20)).toHaveLength(20);
  });

  it('refuses other schemes and keeps http(s)', () => {
    expect(safeLink(' JavaScript:alert(1)', base)).toBe('');
    expect(safeLink('ftp://x/y', base)).toBe('');
    expect(safeLink('http://x.test/y', base)).toBe('http://x.test/y');
  });
});
