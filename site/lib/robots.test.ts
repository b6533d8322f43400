import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots.ts';

describe('robotsTxt', () => {
  it('allows the site, keeps crawlers out of private pages and lists the sitemaps', () => {
    const text = robotsTxt('https://www.fleetowner.com');
    expect(text).toMatch(/^User-agent: \*\n/);
    expect(text).toContain('Disallow: /admin/\n');
    expect(text).toContain('Sitemap: https://www.fleetowner.com/sitemap.xml\n');
    expect(text).toContain('Sitemap: https://www.fleetowner.com/sitemap-google-news.xml\n');
  });
});
