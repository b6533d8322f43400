import type { EngineContext } from '../core/context.ts';
import { defineMemo } from '../core/engine-memos.ts';
import { createTenantMemo } from '../core/tenant-memo.ts';
import type { Layout } from './layout.ts';
import { loadTenantLayouts } from './queries.ts';

const tenantLayoutsMemo = defineMemo('tenant layouts', ({ db, events }) =>
  createTenantMemo({ load: (key) => loadTenantLayouts(db, key), events, kinds: ['layout', 'layouts'] }),
);

/**
 * The tenant's layouts, memoised per engine (ctx.memos) beside the sections and settings of
 * tenant-data/tenant-data.ts, dropped on the tenant's layout changes (and after a few seconds).
 */
export function tenantLayouts(ctx: Pick<EngineContext, 'memos'>, tenantKey: string): Promise<Layout[]> {
  return ctx.memos.of(tenantLayoutsMemo).get(tenantKey);
}
