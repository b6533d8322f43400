import type { EngineContext } from '../core/context.ts';
import { defineMemo } from '../core/engine-memos.ts';
import type { WebsiteLayoutPage } from './page.ts';
import { markImmutableJson } from '../core/serialize-response.ts';
import { recordCacheLookup } from '../metrics/cache-metrics.ts';

const ttlMs = 60_000;
const maxEntriesPerTenant = 5_000;

type TenantPages = Map<string, { page: Promise<WebsiteLayoutPage>; at: number }>;

/**
 * Resolved pages by tenant, path and cache key, for callers that pass useCache: one per engine
 * (ctx.memos). Any change event of the tenant drops its pages: a publish can change any listing.
 */
export const pageCache = (ctx: Pick<EngineContext, 'memos'>) => ctx.memos.of(pageCacheMemo);

const pageCacheMemo = defineMemo('resolved pages', ({ events }) => {
  const store = new Map<string, TenantPages>();
  events.subscribe((event) => void store.delete(event.tenantKey));
  return {
    get(
      tenantKey: string,
      key: string,
      now: number,
      build: () => Promise<WebsiteLayoutPage>,
    ): Promise<WebsiteLayoutPage> {
      let pages = store.get(tenantKey);
      if (!pages) store.set(tenantKey, (pages = new Map()));
      const hit = pages.get(key);
      const fresh = hit !== undefined && now - hit.at < ttlMs;
      recordCacheLookup('layout_pages', fresh);
      if (fresh) return hit.page;
      if (pages.size >= maxEntriesPerTenant) pages.clear();
      // Cached pages are shared by every request: their JSON parts are frozen in meaning and
      // serialise once.
      const page = build().then((built) => {
        for (const part of [built.pageData, built.primaryGrid, built.secondaryGrid, built.adExclusions])
          markImmutableJson(part);
        // A page some part of which failed to load is not kept: the next request tries again.
        if (built.failedParts?.length) pages.delete(key);
        return built;
      });
      pages.set(key, { page, at: now });
      page.catch(() => pages.delete(key));
      return page;
    },
  };
});
