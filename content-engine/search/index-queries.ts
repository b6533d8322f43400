import type { Knex } from 'knex';
import { dialectOf } from '../../db/connection.ts';
import { toSearchDocument } from './search-document.ts';

/*
 * The search index is the table content_search (migration 0008), one row per content item with
 * its plain text: an FTS5 table on SQLite (rowid = content id), a table with a generated,
 * GIN-indexed tsvector on PostgreSQL. Markup is stripped here, in code, so both databases index
 * the same words. Visibility (status, publish and expiry dates) is never copied: searches join
 * the content row and apply the one public rule at query time.
 */

const batchSize = 200;

/**
 * (Re)indexes a tenant's items: those in `ids`, or all of them. Works in any transaction;
 * content writes call it for the item they wrote, seeds and the migration for everything.
 */
export async function indexContentSearch(db: Knex, { tenantKey, ids }: { tenantKey?: string; ids?: readonly number[] }): Promise<number> {
  let indexed = 0;
  let after = 0;
  for (;;) {
    const query = db('content').select('id', 'tenant_key', 'name', 'teaser', 'body').where('id', '>', after).orderBy('id').limit(batchSize);
    if (tenantKey) query.where('tenant_key', tenantKey);
    if (ids) query.whereIn('id', [...ids]);
    const rows: { id: number; tenant_key: string; name: string; teaser: string; body: string }[] = await query;
    if (rows.length === 0) return indexed;
    await writeDocuments(db, rows.map((row) => ({ contentId: Number(row.id), tenantKey: row.tenant_key, ...toSearchDocument(row) })));
    indexed += rows.length;
    after = Number(rows[rows.length - 1]!.id);
  }
}

interface IndexRow {
  contentId: number;
  tenantKey: string;
  name: string;
  teaser: string;
  body: string;
}

async function writeDocuments(db: Knex, rows: IndexRow[]): Promise<void> {
  const values = rows.map((r) => ({ tenant_key: r.tenantKey, name: r.name, teaser: r.teaser, body: r.body }));
  if (dialectOf(db) === 'pg') {
    await db('content_search')
      .insert(rows.map((r, i) => ({ content_id: r.contentId, ...values[i] })))
      .onConflict('content_id')
      .merge();
    return;
  }
  // An FTS5 table has no upsert: replace the rows.
  await db('content_search').whereIn('rowid', rows.map((r) => r.contentId)).delete();
  await db('content_search').insert(rows.map((r, i) => ({ rowid: r.contentId, ...values[i] })));
}
