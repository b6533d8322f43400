import type { Knex } from 'knex';
import { toJson } from '../core/rows.ts';
import { historyColumns, toHistoryEntry, type HistoryEntry } from './history-entry.ts';

export type NewHistoryEntry = Omit<HistoryEntry, 'id'>;

/** The history_entries row of an entry (seeds and benchmarks insert such rows in batches). */
export const historyEntryRow = (entry: NewHistoryEntry) => ({
  tenant_key: entry.tenantKey,
  cms_user_id: entry.cmsUserId,
  username: entry.username,
  at: entry.at,
  entity_type: entry.entityType,
  entity_id: entry.entityId,
  action: entry.action,
  changes: toJson(entry.changes),
});

export async function insertHistoryEntry(db: Knex, entry: NewHistoryEntry): Promise<void> {
  await db('history_entries').insert(historyEntryRow(entry));
}

export interface HistoryFilter {
  /** The tenant whose entries are listed. */
  tenantKey: string;
  /** Global entries (no tenant: CMS users) too — for global users only: they name other tenants' users. */
  includeGlobal: boolean;
  entityType?: string;
  entityId?: string;
  cmsUserId?: number;
}

const filtered = (db: Knex, { tenantKey, includeGlobal, entityType, entityId, cmsUserId }: HistoryFilter) => {
  const query = db('history_entries').where((q) =>
    includeGlobal ? q.where('tenant_key', tenantKey).orWhereNull('tenant_key') : q.where('tenant_key', tenantKey),
  );
  if (entityType) query.where('entity_type', entityType);
  if (entityId) query.where('entity_id', entityId);
  if (cmsUserId) query.where('cms_user_id', cmsUserId);
  return query;
};

/** A page of entries, newest first, and how many match. */
export async function listHistory(
  db: Knex,
  filter: HistoryFilter,
  { limit, skip }: { limit: number; skip: number },
): Promise<{ entries: HistoryEntry[]; totalCount: number }> {
  const rows: unknown[] = await filtered(db, filter)
    .orderBy([
      { column: 'at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)
    .offset(skip)
    .select(historyColumns);
  const count = await filtered(db, filter).count({ n: '*' }).first();
  return { entries: rows.map(toHistoryEntry), totalCount: Number(count?.n ?? 0) };
}
