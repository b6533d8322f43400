import type { Knex } from 'knex';
import type { EngineContext } from '../core/context.ts';
import { toJson } from '../core/rows.ts';
import { recordHistory } from '../history/record-history.ts';
import type { Grid } from '../shared/schemas/grid.ts';
import type { Layout } from './layout.ts';

/**
 * Replaces a layout's two grids in the tools' bulk changes (the schedule option replacement, the
 * new-design migration and its undo), in their transaction, and records the layout's history
 * entry under the tenant that made the change. Returns the layout as written.
 */
export async function rewriteLayoutGrids<L extends Pick<Layout, 'id' | 'primaryGrid' | 'secondaryGrid' | 'updated'>>({
  ctx,
  trx,
  tenantKey,
  layout,
  grids,
  now,
}: {
  ctx: EngineContext;
  trx: Knex;
  tenantKey: string;
  /** The layout as it was, as the history shows it. */
  layout: L;
  grids: { primaryGrid: Grid; secondaryGrid: Grid };
  now: number;
}): Promise<L> {
  const after = { ...layout, ...grids, updated: now };
  await trx('layouts')
    .where({ id: layout.id })
    .update({ primary_grid: toJson(after.primaryGrid), secondary_grid: toJson(after.secondaryGrid), updated: now });
  await recordHistory({
    ctx,
    db: trx,
    tenantKey,
    entityType: 'layout',
    entityId: layout.id,
    action: 'update',
    before: layout,
    after,
  });
  return after;
}
