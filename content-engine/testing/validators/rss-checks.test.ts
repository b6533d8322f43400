import { describe, expect, it } from 'vitest';
import { isRfc822, rssProblems } from './rss-checks.ts';

const feed = (channel: string, items = '') =>
  `<?xml version="1.0"?><rss version="2.0"><channel>${channel}${items}</channel></rss>`;
const head = '<title>News</title><link>https://x.com/news</link><description>Latest</description>';
const item = (body: string) => `<item>${body}</item>`;
const good =
  '<title>A</title><link>https://x.com/a</link><pubDate>Sat, 21 Nov 2026 10:00:00 GMT</pubDate><guid>https://x.com/1</guid>';

describe('RSS 2.0 checks', () => {
  it('accepts RFC 822 dates with the right weekday, zones and four-digit years', () => {
    expect(isRfc822('Sat, 21 Nov 2026 10:00:00 GMT')).toBe(true);
    expect(isRfc822('21 Nov 2026 10:00 +0100')).toBe(true);
    expect(isRfc822('Sun, 21 Nov 2026 10:00:00 GMT')).toBe(false);
    expect(isRfc822('Sat, 31 Nov 2026 10:00:00 GMT')).toBe(false);
    expect(isRfc822('2026-11-21T10:00:00Z')).toBe(false);
  });

  it('passes a complete feed', () => {
    expect(rssProblems(feed(head, item(good)))).toEqual([]);
  });

  it('names what a feed lacks', () => {
    expect(rssProblems('<feed/>')).toEqual(['The root element is <feed>, not <rss>.']);
    expect(rssProblems(feed('<title>News</title>').replace('2.0', '0.91'))).toEqual([
      'rss@version is "0.91", not "2.0".',
      'The channel has no link.',
      'The channel has no description.',
    ]);
    expect(rssProblems(feed(head, item('<link>/a</link><pubDate>2026-11-21</pubDate><guid>12</guid>')))).toEqual([
      'Item 1 has neither a title nor a description.',
      `Item 1's link "/a" is not an absolute URL.`,
      `Item 1's pubDate "2026-11-21" is not an RFC 822 date.`,
      `Item 1's guid "12" is a permalink but not an absolute URL.`,
    ]);
    expect(rssProblems(feed(head, item('<description>B</description><guid isPermaLink="false">12</guid>')))).toEqual([
      'Item 1 has no pubDate.',
    ]);
  });
});
