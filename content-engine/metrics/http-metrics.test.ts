import { describe, expect, it } from 'vitest';
import { routeClassOf, statusClassOf } from './http-metrics.ts';

describe('route classes', () => {
  it.each([
    ['/', 'page'],
    ['/news/123/some-article', 'page'],
    ['/metrics-and-measurement', 'page'],
    ['/newsletter/42', 'page'],
    ['/graphql', 'graphql'],
    ['/graphql/query/getWebsiteLayoutPage.gql', 'graphql'],
    ['/admin', 'admin'],
    ['/admin/content/12', 'admin'],
    ['/admin/assets/index-abc.js', 'asset'],
    ['/_astro/page.BcX1.js', 'asset'],
    ['/files/demo/image.jpg', 'asset'],
    ['/css/site.css', 'asset'],
    ['/favicon-32x32.png', 'asset'],
    ['/sitemap.xml', 'feed'],
    ['/sitemap-google-news.xml', 'feed'],
    ['/__rss/website-scheduled-content.xml', 'feed'],
    ['/robots.txt', 'feed'],
    ['/__ads/creative', 'api'],
    ['/exports/7/download', 'api'],
    ['/reports/csv', 'api'],
    ['/newsletter/unsubscribe', 'api'],
    ['/health', 'health'],
    ['/metrics', 'metrics'],
  ])('puts %s in the %s class', (path, routeClass) => {
    expect(routeClassOf(path)).toBe(routeClass);
  });

  it('has a handful of classes whatever paths are asked for', () => {
    const classes = new Set(
      Array.from({ length: 500 }, (_, i) =>
        routeClassOf(`/${i.toString(36)}/${'x'.repeat(i % 7)}.${['html', 'xml', 'png', ''][i % 4]}`),
      ),
    );
    expect(classes.size).toBeLessThanOrEqual(3);
  });
});

describe('status classes', () => {
  it('groups statuses by their hundred, and names a response cut short aborted', () => {
    expect([200, 204, 301, 304, 404, 429, 500, 503].map((status) => statusClassOf(status))).toEqual([
      '2xx',
      '2xx',
      '3xx',
      '3xx',
      '4xx',
      '4xx',
      '5xx',
      '5xx',
    ]);
    expect(statusClassOf(200, false)).toBe('aborted');
  });
});
