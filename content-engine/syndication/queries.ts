import type { Knex } from 'knex';
import { z } from 'zod';
import { dbNumber, escapeLike } from '../core/rows.ts';

const syndicationRow = z.object({
  id: dbNumber,
  origin_tenant_key: z.string(),
  origin_content_id: dbNumber,
  target_tenant_key: z.string(),
  copy_content_id: dbNumber,
  synced_digest: z.string(),
  created_by: z.string(),
  created: dbNumber,
  updated: dbNumber,
});

export interface Syndication {
  id: number;
  originTenantKey: string;
  originContentId: number;
  targetTenantKey: string;
  copyContentId: number;
  syncedDigest: string;
  createdBy: string;
  created: number;
  updated: number;
}

const toSyndication = (row: unknown): Syndication => {
  const r = syndicationRow.parse(row);
  return {
    id: r.id,
    originTenantKey: r.origin_tenant_key,
    originContentId: r.origin_content_id,
    targetTenantKey: r.target_tenant_key,
    copyContentId: r.copy_content_id,
    syncedDigest: r.synced_digest,
    createdBy: r.created_by,
    created: r.created,
    updated: r.updated,
  };
};

export async function findSyndication(db: Knex, originContentId: number, targetTenantKey: string) {
  const row = await db('content_syndications')
    .where({ origin_content_id: originContentId, target_tenant_key: targetTenantKey })
    .first();
  return row ? toSyndication(row) : null;
}

/** The syndication whose copy is `copyContentId`, if it is one. */
export async function findSyndicationOfCopy(db: Knex, copyContentId: number) {
  const row = await db('content_syndications').where({ copy_content_id: copyContentId }).first();
  return row ? toSyndication(row) : null;
}

/** Every syndication of the origin items among `ids` of one tenant. */
export async function syndicationsOfOrigins(db: Knex, originTenantKey: string, ids: readonly number[]) {
  if (!ids.length) return [];
  const rows = await db('content_syndications')
    .where({ origin_tenant_key: originTenantKey })
    .whereIn('origin_content_id', [...ids])
    .orderBy('id');
  return rows.map(toSyndication);
}

export async function insertSyndication(
  db: Knex,
  s: Omit<Syndication, 'id' | 'updated'> & { updated?: number },
): Promise<void> {
  await db('content_syndications').insert({
    origin_tenant_key: s.originTenantKey,
    origin_content_id: s.originContentId,
    target_tenant_key: s.targetTenantKey,
    copy_content_id: s.copyContentId,
    synced_digest: s.syncedDigest,
    created_by: s.createdBy,
    created: s.created,
    updated: s.updated ?? s.created,
  });
}

/**
 * Claims the write of one copy as `digest`: true only when the copy is not that already and no
 * other caller claimed it first (two processes hearing one change write the copy once).
 */
export async function claimSync(db: Knex, id: number, digest: string, now: number): Promise<boolean> {
  const changed = await db('content_syndications')
    .where({ id })
    .whereNot('synced_digest', digest)
    .update({ synced_digest: digest, updated: now });
  return changed > 0;
}

/** Gives a claim back after a failed write, so the next change of the origin tries again. */
export async function releaseSync(db: Knex, id: number, previous: string): Promise<void> {
  await db('content_syndications').where({ id }).update({ synced_digest: previous });
}

export async function deleteSyndication(db: Knex, id: number): Promise<void> {
  await db('content_syndications').where({ id }).delete();
}

export interface SyndicationListFilter {
  /** The syndications from this site's items (outgoing) or onto this site (incoming). */
  direction: 'outgoing' | 'incoming';
  tenantKey: string;
  /** Only sites the user may see on the other end. */
  otherSites: readonly string[];
  search?: string;
  limit: number;
  skip: number;
}

export interface SyndicationListRow extends Syndication {
  originName: string;
  copyName: string;
  copyStatus: number;
  copyPath: string;
}

/** One page of a site's syndications, newest change first, with the origin's and copy's names. */
export async function listSyndications(db: Knex, f: SyndicationListFilter) {
  const query = db('content_syndications as s')
    .join('content as o', 'o.id', 's.origin_content_id')
    .join('content as c', 'c.id', 's.copy_content_id');
  if (f.direction === 'outgoing')
    query.where('s.origin_tenant_key', f.tenantKey).whereIn('s.target_tenant_key', f.otherSites);
  else query.where('s.target_tenant_key', f.tenantKey).whereIn('s.origin_tenant_key', f.otherSites);
  if (f.search) query.whereRaw("lower(o.name) like ? escape '\\'", [`%${escapeLike(f.search.toLowerCase())}%`]);
  const [rows, count] = await Promise.all([
    query
      .clone()
      .select(
        's.*',
        'o.name as origin_name',
        'c.name as copy_name',
        'c.status as copy_status',
        'c.canonical_path as copy_path',
      )
      .orderBy([
        { column: 's.updated', order: 'desc' },
        { column: 's.id', order: 'desc' },
      ])
      .limit(f.limit)
      .offset(f.skip),
    query.clone().count({ n: '*' }).first(),
  ]);
  const items: SyndicationListRow[] = rows.map((row: Record<string, unknown>) => ({
    ...toSyndication(row),
    originName: String(row.origin_name),
    copyName: String(row.copy_name),
    copyStatus: Number(row.copy_status),
    copyPath: String(row.copy_path),
  }));
  return { items, totalCount: Number(count?.n ?? 0) };
}
