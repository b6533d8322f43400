import type { Knex } from 'knex';
import { ContentStatus } from '../shared/enums.ts';

/*
 * The content items newsletters name: a campaign's blocks hold published items of the tenant, a
 * content schedule an item that is not deleted, an ad's company a Company item.
 */

/** Published (status 1, which includes items due to go live) and not expired at `now`. */
export const wherePublished = (query: Knex.QueryBuilder, now: number, alias = 'c') =>
  query
    .where(`${alias}.status`, ContentStatus.PUBLISHED)
    .where((q) => void q.whereNull(`${alias}.expires`).orWhere(`${alias}.expires`, '>', now));

/** Which of `ids` are published items of the tenant. */
export async function publishedContentIds(
  db: Knex,
  tenantKey: string,
  ids: number[],
  now: number,
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows: { id: number | string }[] = await wherePublished(
    db('content as c').where('c.tenant_key', tenantKey).whereIn('c.id', ids),
    now,
  ).select('c.id');
  return new Set(rows.map((r) => Number(r.id)));
}

export interface ContentSummary {
  id: number;
  name: string;
  type: string;
  /** Epoch ms; null while it has never been published. */
  published: number | null;
}

/** Name, type and publishing time of the tenant's items among `ids`, by id. */
export async function contentSummaries(
  db: Knex,
  tenantKey: string,
  ids: number[],
): Promise<Map<number, ContentSummary>> {
  if (!ids.length) return new Map();
  const rows: { id: number | string; name: string; type: string; published: number | string | null }[] = await db(
    'content',
  )
    .where('tenant_key', tenantKey)
    .whereIn('id', ids)
    .select('id', 'name', 'type', 'published');
  return new Map(
    rows.map((r) => [
      Number(r.id),
      { id: Number(r.id), name: r.name, type: r.type, published: r.published === null ? null : Number(r.published) },
    ]),
  );
}

/**
 * The newest items published by `now` in one of `sectionIds` (primary section or scheduled to it)
 * or of one of `contentTypes` (both given: both must hold), leaving out `exclude`.
 */
export async function newestPublished(
  db: Knex,
  tenantKey: string,
  {
    sectionIds,
    contentTypes,
    exclude,
    limit,
    now,
  }: { sectionIds: number[]; contentTypes: string[]; exclude: number[]; limit: number; now: number },
): Promise<number[]> {
  if (limit <= 0 || (!sectionIds.length && !contentTypes.length)) return [];
  const query = wherePublished(db('content as c').where('c.tenant_key', tenantKey), now)
    .whereNotNull('c.published')
    .where('c.published', '<=', now);
  if (sectionIds.length)
    void query.where((q) =>
      q
        .whereIn('c.primary_section_id', sectionIds)
        .orWhereIn(
          'c.id',
          db('website_schedules').where('tenant_key', tenantKey).whereIn('section_id', sectionIds).select('content_id'),
        ),
    );
  if (contentTypes.length) void query.whereIn('c.type', contentTypes);
  if (exclude.length) void query.whereNotIn('c.id', exclude);
  const rows: { id: number | string }[] = await query
    .orderBy('c.published', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .select('c.id');
  return rows.map((r) => Number(r.id));
}
