import { create } from 'xmlbuilder2';

const sitemapNs = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const newsNs = 'http://www.google.com/schemas/sitemap-news/0.9';
const w3cDate = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00');

/** A sitemap index (sitemaps.org 0.9). */
export function sitemapIndexXml(origin: string, files: { path: string; lastModified: number }[]): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(sitemapNs, 'sitemapindex');
  for (const file of files)
    root
      .ele(sitemapNs, 'sitemap')
      .ele(sitemapNs, 'loc')
      .txt(`${origin}${file.path}`)
      .up()
      .ele(sitemapNs, 'lastmod')
      .txt(w3cDate(file.lastModified));
  return root.end({ prettyPrint: true });
}

/** A URL set (sitemaps.org 0.9). */
export function urlSetXml(origin: string, entries: { path: string; lastModified: number }[]): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(sitemapNs, 'urlset');
  for (const entry of entries)
    root
      .ele(sitemapNs, 'url')
      .ele(sitemapNs, 'loc')
      .txt(`${origin}${entry.path}`)
      .up()
      .ele(sitemapNs, 'lastmod')
      .txt(w3cDate(entry.lastModified));
  return root.end({ prettyPrint: true });
}

/** A Google News sitemap: the publication name is the site's name. */
export function googleNewsXml(
  origin: string,
  publicationName: string,
  entries: { path: string; title: string; published: number }[],
): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' })
    .ele(sitemapNs, 'urlset')
    .att('http://www.w3.org/2000/xmlns/', 'xmlns:news', newsNs);
  for (const entry of entries) {
    const news = root
      .ele(sitemapNs, 'url')
      .ele(sitemapNs, 'loc')
      .txt(`${origin}${entry.path}`)
      .up()
      .ele(newsNs, 'news:news');
    news
      .ele(newsNs, 'news:publication')
      .ele(newsNs, 'news:name')
      .txt(publicationName)
      .up()
      .ele(newsNs, 'news:language')
      .txt('en');
    news.ele(newsNs, 'news:publication_date').txt(w3cDate(entry.published));
    news.ele(newsNs, 'news:title').txt(entry.title);
  }
  return root.end({ prettyPrint: true });
}

export const xmlResponse = (xml: string) =>
  new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
