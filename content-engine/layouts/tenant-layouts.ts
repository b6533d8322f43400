import type { Knex } from 'knex';
import type { EngineContext } from '../core/context.ts';
import { createTenantMemo } from '../core/tenant-memo.ts';
import type { Layout } from './layout.ts';
import { loadTenantLayouts } from './queries.ts';

const byDb = new WeakMap<Knex, (tenantKey: string) => Promise<Layout[]>>();

/**
 * The tenant's layouts, memoised per database handle beside the sections and settings of
 * tenant-data/tenant-data.ts, dropped on the tenant's layout changes (and after a few seconds).
 */
export function tenantLayouts(ctx: Pick<EngineContext, 'db' | 'events'>, tenantKey: string): Promise<Layout[]> {
  let layouts = byDb.get(ctx.db);
  if (!layouts) {
    const { db, events } = ctx;
    const memo = createTenantMemo({ load: (key) => loadTenantLayouts(db, key), events, kinds: ['layout', 'layouts'] });
    layouts = (key) => memo.get(key);
    byDb.set(db, layouts);
  }
  return layouts(tenantKey);
}
