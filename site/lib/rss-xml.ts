import { create } from 'xmlbuilder2';
import type { SectionFeed } from '../../content-engine/feeds/operations/get-section-feed.ts';
import { pageTitle } from './page-title.ts';

const xmlns = 'http://www.w3.org/2000/xmlns/';
const atomNs = 'http://www.w3.org/2005/Atom';
const dcNs = 'http://purl.org/dc/elements/1.1/';
const mediaNs = 'http://search.yahoo.com/mrss/';

/** An RFC 822 date-time, as RSS 2.0 dates are written: "Sat, 21 Nov 2026 10:00:00 GMT". */
export const rfc822 = (ms: number) => new Date(ms).toUTCString();

export interface FeedSite {
  origin: string;
  siteName: string;
  /** The feed's own URL (atom:link rel=self). */
  selfUrl: string;
  /** The site logo, for the channel image. */
  logoUrl?: string;
}

const absolute = (origin: string, src: string) => (/^https?:\/\//.test(src) ? src : `${origin}${src}`);

/** An RSS 2.0 document of a section's scheduled content. */
export function sectionFeedXml(feed: SectionFeed, site: FeedSite): string {
  const { section, items } = feed;
  const isHome = section.url === `${site.origin}/`;
  const title = pageTitle(isHome ? '' : section.name, site.siteName);
  const rss = create({ version: '1.0', encoding: 'UTF-8' })
    .ele('rss')
    .att('version', '2.0')
    .att(xmlns, 'xmlns:atom', atomNs)
    .att(xmlns, 'xmlns:dc', dcNs)
    .att(xmlns, 'xmlns:media', mediaNs);
  const channel = rss.ele('channel');
  channel.ele('title').txt(title);
  channel.ele('link').txt(section.url);
  channel
    .ele('description')
    .txt(section.description.trim() || `The latest from ${section.fullName} on ${site.siteName}.`);
  channel.ele('language').txt('en');
  channel.ele(atomNs, 'atom:link').att('href', site.selfUrl).att('rel', 'self').att('type', 'application/rss+xml');
  if (items.length) channel.ele('lastBuildDate').txt(rfc822(Math.max(...items.map((item) => item.published))));
  if (site.logoUrl)
    channel
      .ele('image')
      .ele('url')
      .txt(absolute(site.origin, site.logoUrl))
      .up()
      .ele('title')
      .txt(title)
      .up()
      .ele('link')
      .txt(section.url);
  for (const item of items) {
    const entry = channel.ele('item');
    entry.ele('title').txt(item.title);
    entry.ele('link').txt(item.url);
    if (item.summary) entry.ele('description').txt(item.summary);
    entry.ele('pubDate').txt(rfc822(item.published));
    entry.ele('guid').txt(item.permalink);
    for (const author of item.authors) entry.ele(dcNs, 'dc:creator').txt(author);
    if (item.category) entry.ele('category').txt(item.category);
    if (item.image) {
      const media = entry.ele(mediaNs, 'media:content').att('url', item.image.url).att('medium', 'image');
      if (item.image.width && item.image.height)
        media.att('width', String(item.image.width)).att('height', String(item.image.height));
    }
  }
  return rss.end({ prettyPrint: true });
}
