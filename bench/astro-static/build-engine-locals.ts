import type { Engine } from '../../content-engine/core/engine.ts';
import { contextFor } from '../../content-engine/core/context.ts';
import type { Tenant } from '../../content-engine/core/tenant.ts';
import { shareCardRelations } from '../../content-engine/content/card-relations-memo.ts';
import { readAhead, shareReadAhead } from '../../content-engine/content/read-ahead.ts';
import { shareCandidatePools } from '../../content-engine/layouts/population/shared-pool.ts';
import { normalisePath } from '../../content-engine/layouts/layout.ts';
import { getWebsiteLayoutPage } from '../../content-engine/layouts/operations/get-website-layout-page.ts';
import { createSiteEngine } from '../../builds/serve/site-engine.ts';
import { readAheadWindow } from '../../builds/site-builder.ts';

/**
 * The locals of each page of a bulk build, on the engine's terms the Masthead pre-render uses
 * (builds/render/page-renderer.ts and builds/site-builder.ts): the anonymous public's context,
 * pages read past the page cache, cards, list pools and read-ahead windows shared between
 * renders, and the items of the next window of paths loaded together. The anchor thus renders
 * from the same data at the same cost of data; what it measures is Astro's build around it.
 * (It leaves out what only the pipeline needs: dependency tags, failure reports.)
 */
export function buildEngineLocals({
  engine,
  tenant,
  paths,
}: {
  engine: Engine;
  tenant: Tenant;
  paths: readonly string[];
}): (path: string) => App.Locals {
  shareCardRelations(engine.memos);
  shareCandidatePools(engine.memos);
  shareReadAhead(engine.memos);
  const order = new Map(paths.map((path, index) => [path, index]));
  return (path) => {
    const index = order.get(path) ?? -1;
    if (index % readAheadWindow === 0) {
      const window = paths.slice(index, index + readAheadWindow).map(normalisePath);
      readAhead(engine.memos, tenant.key, [...new Set(window)]);
    }
    const ctx = {
      ...contextFor(engine, { tenant, cmsUser: null, ip: '127.0.0.1', verifiedCrawler: false, urgentRender: false }),
      tenant,
    };
    const siteEngine = createSiteEngine(ctx);
    return {
      engine: {
        ...siteEngine,
        page: (alias, { preview = false } = {}) =>
          getWebsiteLayoutPage({ ctx, input: { alias, preview, useCache: false } }),
      },
    };
  };
}
