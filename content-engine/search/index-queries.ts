import type { Knex } from 'knex';
import { dialectOf } from '../../db/connection.ts';
import { loadSiteSettings } from '../core/site-settings-reader.ts';
import { anonymousBody, type GateColumns } from './readable-body.ts';
import { toSearchDocument } from './search-document.ts';

/*
 * The search index is the table content_search (migration 0008), one row per content item with
 * its plain text: an FTS5 table on SQLite (rowid = content id), a table with a generated,
 * GIN-indexed tsvector on PostgreSQL. Markup is stripped here, in code, so both databases index
 * the same words. Visibility (status, publish and expiry dates) is never copied: searches join
 * the content row and apply the one public rule at query time. Search answers are the same for
 * everyone (and cached), so a row holds only what an anonymous reader may read (readable-body.ts):
 * it depends on the item's gate and on the site's `memberships.ungatedParagraphs`, and is rewritten
 * when either changes (content writes; saveSiteSettings).
 */

const batchSize = 200;

type IndexedRow = GateColumns & { id: number; tenant_key: string; name: string; teaser: string; body: string };

/**
 * (Re)indexes a tenant's items: those in `ids`, or all of them; with `hardGatedOnly`, only those
 * with a membership gate (what a change of the ungated paragraphs changes). Works in any
 * transaction; content writes call it for the item they wrote, seeds for everything.
 */
export async function indexContentSearch(
  db: Knex,
  { tenantKey, ids, hardGatedOnly = false }: { tenantKey?: string; ids?: readonly number[]; hardGatedOnly?: boolean },
): Promise<number> {
  const ungatedByTenant = new Map<string, number>();
  let indexed = 0;
  let after = 0;
  for (;;) {
    const query = db('content')
      .select('id', 'tenant_key', 'type', 'membership_ids', 'metadata', 'name', 'teaser', 'body')
      .where('id', '>', after)
      .orderBy('id')
      .limit(batchSize);
    if (tenantKey) query.where('tenant_key', tenantKey);
    if (ids) query.whereIn('id', [...ids]);
    // A zmag page is hard-gated (gate-page.ts); the LIKE finds each, and a few more the gate then lets through.
    if (hardGatedOnly) query.where((q) => q.where('metadata', 'like', '%"zmagId"%').orWhereNot('membership_ids', '[]'));
    const rows: IndexedRow[] = await query;
    if (rows.length === 0) return indexed;
    for (const key of new Set(rows.map((row) => row.tenant_key)))
      if (!ungatedByTenant.has(key)) ungatedByTenant.set(key, await ungatedParagraphsOf(db, key));
    const documents = rows.map((row) => ({
      contentId: Number(row.id),
      tenantKey: row.tenant_key,
      ...toSearchDocument({
        name: row.name,
        teaser: row.teaser,
        body: anonymousBody(row, ungatedByTenant.get(row.tenant_key)!),
      }),
    }));
    await writeDocuments(db, documents);
    indexed += rows.length;
    after = Number(rows[rows.length - 1]!.id);
  }
}

/** The site's ungated paragraphs; none when its settings cannot be read (fail closed). */
async function ungatedParagraphsOf(db: Knex, tenantKey: string): Promise<number> {
  try {
    return (await loadSiteSettings(db, tenantKey)).memberships.ungatedParagraphs;
  } catch {
    return 0;
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
  await db('content_search')
    .whereIn(
      'rowid',
      rows.map((r) => r.contentId),
    )
    .delete();
  await db('content_search').insert(rows.map((r, i) => ({ rowid: r.contentId, ...values[i] })));
}
