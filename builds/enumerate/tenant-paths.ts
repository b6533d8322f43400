import type { EngineContext } from '../../content-engine/core/context.ts';
import { wherePublic } from '../../content-engine/core/content-visibility.ts';
import { loadSectionTree } from '../../content-engine/sections/section-tree.ts';
import { sitemapIndex } from '../../content-engine/sitemaps/sitemaps.ts';
import type { Tenant } from '../../content-engine/core/tenant.ts';
import { googleNewsSitemapPath, sectionFeedPath, settingsFiles, sitemapIndexPath } from '../../site/fixed-files.ts';

/**
 * Every path a tenant serves as a page or file, in build order: the home page, sections and
 * magazine pages first (they list the most), then every public content item newest first, then
 * sitemaps, feeds and the other fixed files `site/` declares. Print pages are rendered on first request and stored.
 */
export async function tenantPaths(ctx: EngineContext, tenant: Tenant): Promise<string[]> {
  const { db } = ctx;
  const now = ctx.now();
  const sections = await loadSectionTree(db, tenant.key);
  const publications = await db('magazine_publications')
    .where({ tenant_key: tenant.key, status: 1 })
    .select('id', 'alias');
  const issues = await db('magazine_issues as i')
    .join('magazine_publications as p', 'p.id', 'i.publication_id')
    .where({ 'i.tenant_key': tenant.key, 'i.status': 1, 'p.status': 1 })
    .orderBy('i.mail_date', 'desc')
    .select('p.alias as pub', 'i.alias as issue');
  const content = await wherePublic(db('content').where('content.tenant_key', tenant.key), now)
    .orderBy([
      { column: 'content.published', order: 'desc' },
      { column: 'content.id', order: 'desc' },
    ])
    .select('content.canonical_path');
  const sitemaps = await sitemapIndex({ ...ctx, tenant });
  const sectionPaths = sections.all().map((section) => section.canonicalPath);
  return [
    ...new Set([
      '/',
      ...sectionPaths,
      ...publications.map((p: { alias: string }) => `/magazine/${p.alias}`),
      ...issues.map((i: { pub: string; issue: string }) => `/magazine/${i.pub}/${i.issue}`),
      ...content.map((row: { canonical_path: string }) => row.canonical_path),
      sitemapIndexPath,
      ...sitemaps.map((file) => file.path),
      googleNewsSitemapPath,
      ...sections.all().map((section) => sectionFeedPath(section.alias)),
      ...settingsFiles,
    ]),
  ];
}
