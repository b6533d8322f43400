import type { Knex } from 'knex';
import { staleRevision } from '../content/writes/content-revision.ts';
import type { EngineContext } from '../core/context.ts';
import { notFound } from '../core/errors.ts';
import { recordHistory, type HistoryRecord } from '../history/record-history.ts';

/*
 * Optimistic concurrency for templates and campaigns, as for content (ADR 57): every write raises
 * the row's revision and records its author; an update naming the revision its editor loaded is
 * refused (CONFLICT, naming who changed it and when) once another write has raised it.
 */

export type RevisionedTable = 'newsletter_templates' | 'newsletter_campaigns';

/** The cms_users id a write records as its author; null for system work (id 0) and site code. */
export const authorId = (ctx: EngineContext) => (ctx.cmsUser && ctx.cmsUser.id > 0 ? ctx.cmsUser.id : null);

/**
 * One recorded change of an existing template or campaign, in one transaction: reads the row
 * (NOT_FOUND naming `label` when absent), lets `change` write it (or refuse), and records the
 * history entry `change` returns.
 */
export async function changeRecorded<Row>(
  ctx: EngineContext,
  {
    tenantKey,
    entityType,
    id,
    label,
    find,
    change,
  }: {
    tenantKey: string;
    entityType: HistoryRecord['entityType'];
    id: number;
    label: string;
    find: (db: Knex, tenantKey: string, id: number) => Promise<Row | null | undefined>;
    change: (trx: Knex, before: Row) => Promise<Pick<HistoryRecord, 'action' | 'before' | 'after'>>;
  },
): Promise<void> {
  await ctx.db.transaction(async (trx) => {
    const row = await find(trx, tenantKey, id);
    if (!row) throw notFound(`${label} ${id}`);
    const entry = await change(trx, row);
    await recordHistory({ ctx, db: trx, tenantKey, entityType, entityId: id, ...entry });
  });
}

/** The row's last writer's name, from cms_users; null when unknown (system work, a deleted user). */
export const updatedByName = (user: {
  first_name: string | null;
  last_name: string | null;
  username: string | null;
}) => (user.username === null ? null : `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim() || user.username);

async function staleRevisionOf(db: Knex, table: RevisionedTable, tenantKey: string, id: number) {
  const row: {
    revision: number | string;
    updated: number | string;
    first_name: string | null;
    last_name: string | null;
    username: string | null;
  } = await db(`${table} as r`)
    .leftJoin('cms_users as u', 'u.id', 'r.updated_by')
    .where({ 'r.tenant_key': tenantKey, 'r.id': id })
    .first('r.revision', 'r.updated', 'u.first_name', 'u.last_name', 'u.username');
  return staleRevision({ revision: Number(row.revision), updatedBy: updatedByName(row), updated: Number(row.updated) });
}

/**
 * Updates the row with `values`, raising its revision and recording the author, inside the
 * write's transaction; with `expected`, only from that revision (else `staleRevision`).
 */
export async function updateWithRevision(
  trx: Knex,
  {
    table,
    tenantKey,
    id,
    expected,
    userId,
    now,
    values,
  }: {
    table: RevisionedTable;
    tenantKey: string;
    id: number;
    expected: number | null | undefined;
    userId: number | null;
    now: number;
    values: Record<string, unknown>;
  },
): Promise<void> {
  const query = trx(table).where({ tenant_key: tenantKey, id });
  if (expected != null) void query.where('revision', expected);
  const changed = await query.update({
    ...values,
    revision: trx.raw('?? + 1', ['revision']),
    updated_by: userId && userId > 0 ? userId : null,
    updated: now,
  });
  if (changed === 0 && expected != null) throw await staleRevisionOf(trx, table, tenantKey, id);
}
