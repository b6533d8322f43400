import type { Knex } from 'knex';
import { z } from 'zod';
import { dialectOf } from '../../../db/connection.ts';
import { dbJson, dbNullableNumber, dbNumber, toJson } from '../../core/rows.ts';
import { gridSchema } from '../../shared/schemas/grid.ts';

/** A layout as a migration found it, and its `updated` once rewritten. */
const storedLayout = z.object({
  layoutId: z.number(),
  name: z.string(),
  primaryGrid: gridSchema,
  secondaryGrid: gridSchema,
  updatedAfter: z.number(),
});
export type StoredLayout = z.infer<typeof storedLayout>;

const undoPointRow = z.object({
  id: dbNumber,
  migrated_at: dbNumber,
  username: z.string(),
  layouts: dbJson(z.array(storedLayout)),
  undone_at: dbNullableNumber,
});

export interface UndoPoint {
  id: number;
  at: number;
  by: string;
  layouts: StoredLayout[];
  undoneAt: number | null;
}

/** The tenant's latest migration to the new design, undone or not; null when it never migrated. */
export async function latestUndoPoint(db: Knex, tenantKey: string): Promise<UndoPoint | null> {
  const row: unknown = await db('design_migrations').where({ tenant_key: tenantKey }).orderBy('id', 'desc').first();
  if (!row) return null;
  const r = undoPointRow.parse(row);
  return { id: r.id, at: r.migrated_at, by: r.username, layouts: r.layouts, undoneAt: r.undone_at };
}

export async function insertUndoPoint(
  db: Knex,
  p: { tenantKey: string; at: number; cmsUserId: number | null; username: string; layouts: StoredLayout[] },
) {
  await db('design_migrations').insert({
    tenant_key: p.tenantKey,
    migrated_at: p.at,
    cms_user_id: p.cmsUserId,
    username: p.username,
    layouts: toJson(p.layouts),
  });
}

/** Marks the undo point used; false when another undo marked it first. */
export async function markUndone(db: Knex, { id, at }: { id: number; at: number }): Promise<boolean> {
  return (await db('design_migrations').where({ id }).whereNull('undone_at').update({ undone_at: at })) === 1;
}

/**
 * Serialises the migrations of one tenant: on PostgreSQL a transaction-scoped advisory lock, so
 * two applies (or an apply and an undo) at the same instant run one after the other and the second
 * sees the first's result. SQLite has one writer at a time already.
 */
export async function lockTenantDesignMigration(trx: Knex.Transaction, tenantKey: string) {
  if (dialectOf(trx) === 'pg')
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`design-migration:${tenantKey}`]);
}
