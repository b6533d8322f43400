import type { EngineContext } from '../../content-engine/core/context.ts';
import type { Tenant } from '../../content-engine/core/tenant.ts';
import { tenantPagePaths } from '../../content-engine/sitemaps/page-paths.ts';
import { sitemapIndex } from '../../content-engine/sitemaps/sitemaps.ts';
import { archivePaths } from '../serve/newsletter-archive.ts';
import { googleNewsSitemapPath, sectionFeedPath, settingsFiles, sitemapIndexPath } from '../../site/fixed-files.ts';

/**
 * Every path a tenant serves as a page or file, in build order: its pages from the engine (the
 * home page, sections and magazine pages first, as they list the most, then every public content
 * item newest first), then the newsletter web archive's pages (ADR 0075), then its sitemaps,
 * section feeds and the other fixed files `site/` declares.
 * Print pages are rendered on first request and stored.
 */
export async function tenantPaths(ctx: EngineContext, tenant: Tenant): Promise<string[]> {
  const { pages, sectionAliases } = await tenantPagePaths(ctx.db, tenant.key, ctx.now());
  const sitemaps = await sitemapIndex({ ...ctx, tenant });
  return [
    ...new Set([
      ...pages,
      ...(await archivePaths(ctx.db, tenant)),
      sitemapIndexPath,
      ...sitemaps.map((file) => file.path),
      googleNewsSitemapPath,
      ...sectionAliases.map(sectionFeedPath),
      ...settingsFiles,
    ]),
  ];
}
