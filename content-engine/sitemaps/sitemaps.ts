import type { EngineContext } from '../core/context.ts';
import { tenantKeyOf } from '../core/context.ts';
import { tenantData } from '../tenant-data/tenant-data.ts';
import { contentPathSegment, contentTypes, type ContentType } from '../shared/content-types.ts';
import {
  countPublicByType,
  publicPathsOfType,
  recentNews,
  sectionsLastModified,
  type NewsEntry,
  type SitemapEntry,
} from './queries.ts';

/** URLs per sitemap file (the protocol allows 50,000; smaller files regenerate faster). */
export const urlsPerSitemap = 5_000;
/** Google News takes articles of the last two days. */
export const newsWindowMs = 48 * 3_600_000;
export const newsTypes: ContentType[] = ['News', 'Article', 'PressRelease', 'Blog'];

export interface SitemapFile {
  /** e.g. "/sitemap/article/1.xml" */
  path: string;
  lastModified: number;
}

const typeBySegment = new Map(contentTypes.map((type) => [contentPathSegment(type), type]));

/** Every sitemap file of the tenant: one per type and page, and one for sections. */
export async function sitemapIndex(ctx: EngineContext): Promise<SitemapFile[]> {
  const now = ctx.now();
  const [counts, sections] = await Promise.all([
    countPublicByType(ctx.db, tenantKeyOf(ctx), now),
    sectionEntries(ctx, now),
  ]);
  const files = counts.flatMap(({ type, count, lastModified }) =>
    Array.from({ length: Math.ceil(count / urlsPerSitemap) }, (_, page) => ({
      path: `/sitemap/${contentPathSegment(type as ContentType)}/${page + 1}.xml`,
      lastModified,
    })),
  );
  return [
    { path: '/sitemap/sections.xml', lastModified: Math.max(0, ...sections.map((entry) => entry.lastModified)) },
    ...files,
  ];
}

/**
 * Every active section's page, with when it last changed: the latest date (sectionsLastModified)
 * of the section and the sections below it, whose items its lists and feed show by default.
 */
async function sectionEntries(ctx: EngineContext, now: number): Promise<SitemapEntry[]> {
  const tenantKey = tenantKeyOf(ctx);
  const [sections, lastModified] = await Promise.all([
    tenantData(ctx).sections(tenantKey),
    sectionsLastModified(ctx.db, tenantKey, now),
  ]);
  return sections.all().map((section) => ({
    path: section.canonicalPath,
    lastModified: Math.max(0, ...sections.descendantIds(section.id).map((id) => lastModified.get(id) ?? 0)),
  }));
}

/** The URLs of one sitemap file, or null when the path names none. */
export async function sitemapEntries(ctx: EngineContext, path: string): Promise<SitemapEntry[] | null> {
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();
  if (path === '/sitemap/sections.xml') return sectionEntries(ctx, now);
  const match = /^\/sitemap\/([a-z-]+)\/(\d{1,6})\.xml$/.exec(path);
  const type = match && typeBySegment.get(match[1]!);
  if (!match || !type || Number(match[2]) < 1) return null;
  const entries = await publicPathsOfType(ctx.db, tenantKey, {
    type,
    now,
    limit: urlsPerSitemap,
    offset: (Number(match[2]) - 1) * urlsPerSitemap,
  });
  return entries.length || match[2] === '1' ? entries : null;
}

/** Items for the Google News sitemap: news-like types published in the last 48 hours. */
export async function googleNewsEntries(ctx: EngineContext): Promise<NewsEntry[]> {
  const now = ctx.now();
  return recentNews(ctx.db, tenantKeyOf(ctx), { types: newsTypes, since: now - newsWindowMs, now });
}
