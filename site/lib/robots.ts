/** robots.txt for a tenant: keep crawlers out of account, admin and search pages; point at the sitemaps. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin/',
    'Disallow: /account',
    'Disallow: /membership/',
    'Disallow: /search',
    'Disallow: /print/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    `Sitemap: ${origin}/sitemap-google-news.xml`,
    '',
  ].join('\n');
}
