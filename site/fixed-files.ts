import { appleTouchIconSize, faviconSizes, generatedIconPath } from './lib/favicons.ts';

/**
 * The files every tenant serves at fixed paths (their routes are in site/pages), declared here so
 * the builds enumerate and regenerate them without spelling the site's paths themselves. The
 * tenant's other paths (pages, per-type sitemaps, section feeds) come from engine queries.
 */
export const sitemapIndexPath = '/sitemap.xml';
export const googleNewsSitemapPath = '/sitemap-google-news.xml';

/** The RSS feed of a section's scheduled content (spec public §3 routes). */
export const sectionFeedPath = (alias: string) =>
  `/__rss/website-scheduled-content.xml?input=${encodeURIComponent(alias)}`;

/** The fixed files that list the tenant's content: a content change makes them stale. */
export const contentListingFiles: readonly string[] = [sitemapIndexPath, googleNewsSitemapPath];

/** The tenant's stylesheet of its style settings, linked by every page (ADR 47). */
export const siteStylesheetPath = '/css/site.css';

/** The fixed files that follow the settings only: robots, the stylesheets, the icons. */
export const settingsFiles: readonly string[] = [
  '/robots.txt',
  siteStylesheetPath,
  '/css/dragonform.css',
  ...[appleTouchIconSize, ...faviconSizes].map(generatedIconPath),
];
