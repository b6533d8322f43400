import type { Knex } from 'knex';
import type { EngineContext } from '../core/context.ts';
import type { WebsiteLayoutPage } from './page.ts';
import { markImmutableJson } from '../core/serialize-response.ts';

const ttlMs = 60_000;
const maxEntriesPerTenant = 5_000;

type TenantPages = Map<string, { page: Promise<WebsiteLayoutPage>; at: number }>;

const byDb = new WeakMap<Knex, Map<string, TenantPages>>();

/**
 * Resolved pages by tenant, path and cache key, for callers that pass useCache. Any change event
 * of the tenant drops its pages: a publish can change any listing.
 */
export function pageCache(ctx: Pick<EngineContext, 'db' | 'events'>) {
  let tenants = byDb.get(ctx.db);
  if (!tenants) {
    const created = new Map<string, TenantPages>();
    ctx.events.subscribe((event) => void created.delete(event.tenantKey));
    byDb.set(ctx.db, created);
    tenants = created;
  }
  const store = tenants;
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
      if (hit && now - hit.at < ttlMs) return hit.page;
      if (pages.size >= maxEntriesPerTenant) pages.clear();
      // Cached pages are shared by every request: their JSON parts are frozen in meaning and
      // serialise once.
      const page = build().then((built) => {
        for (const part of [built.pageData, built.primaryGrid, built.secondaryGrid, built.adExclusions])
          markImmutableJson(part);
        return built;
      });
      pages.set(key, { page, at: now });
      page.catch(() => pages.delete(key));
      return page;
    },
  };
}
