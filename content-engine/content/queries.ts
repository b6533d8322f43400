import type { Knex } from 'knex';
import { cardColumnsSql, toContentItem, type ContentItem } from './content-item.ts';
import { wherePublic } from '../core/content-visibility.ts';

export async function findContentById(db: Knex, tenantKey: string, id: number): Promise<ContentItem | null> {
  const row = await db('content').where({ tenant_key: tenantKey, id }).first();
  return row ? toContentItem(row) : null;
}

export async function findContentByPath(
  db: Knex,
  tenantKey: string,
  canonicalPath: string,
): Promise<ContentItem | null> {
  const row = await db('content').where({ tenant_key: tenantKey, canonical_path: canonicalPath }).first();
  return row ? toContentItem(row) : null;
}

/** Loads items by id, keeping the order of `ids`; ids of other tenants are simply absent. */
export async function findContentByIds(
  db: Knex,
  tenantKey: string,
  ids: readonly number[],
  { publicOnly, now }: { publicOnly: boolean; now: number },
): Promise<ContentItem[]> {
  if (ids.length === 0) return [];
  const query = db('content')
    .select(db.raw(cardColumnsSql))
    .where('content.tenant_key', tenantKey)
    .whereIn('content.id', [...new Set(ids)]);
  if (publicOnly) wherePublic(query, now);
  const byId = new Map((await query).map((row) => [Number(row.id), toContentItem(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export const sortColumns = {
  published: 'published',
  name: 'name',
  startDate: 'start_date',
  updated: 'updated',
} as const;

export interface StreamFilter {
  now: number;
  /** Only public content (the default); CMS callers may include drafts via `statuses`. */
  statuses?: number[];
  includeTypes?: readonly string[];
  excludeTypes?: readonly string[];
  /** Content scheduled to any of these sections (already expanded for bubbling). */
  sectionIds?: readonly number[];
  scheduleOptions?: readonly string[];
  includeIds?: readonly number[];
  excludeIds?: readonly number[];
  /** Items whose company is one of these. */
  companyIds?: readonly number[];
  publishedAfter?: number;
  publishedBefore?: number;
  startDateAfter?: number;
  startDateBefore?: number;
  requiresImage?: boolean;
  /** Admin search: the name contains the text (case-insensitive), or the id is the number typed. */
  search?: string;
  sortField: keyof typeof sortColumns;
  sortOrder: 'asc' | 'desc';
  limit: number;
  skip: number;
}

function filtered(db: Knex, tenantKey: string, f: StreamFilter): Knex.QueryBuilder {
  const query = db('content').where('content.tenant_key', tenantKey);
  if (f.statuses) query.whereIn('content.status', f.statuses);
  else wherePublic(query, f.now);
  if (f.includeTypes?.length) query.whereIn('content.type', f.includeTypes);
  if (f.excludeTypes?.length) query.whereNotIn('content.type', f.excludeTypes);
  if (f.includeIds) query.whereIn('content.id', f.includeIds);
  if (f.excludeIds?.length) query.whereNotIn('content.id', f.excludeIds);
  if (f.companyIds) query.whereIn('content.company_id', f.companyIds);
  if (f.publishedAfter !== undefined) query.where('content.published', '>', f.publishedAfter);
  if (f.publishedBefore !== undefined) query.where('content.published', '<', f.publishedBefore);
  if (f.startDateAfter !== undefined) query.where('content.start_date', '>', f.startDateAfter);
  if (f.startDateBefore !== undefined) query.where('content.start_date', '<', f.startDateBefore);
  if (f.requiresImage) query.whereNotNull('content.primary_image_id');
  if (f.search) {
    const text = f.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    const id = /^\d{1,9}$/.test(f.search) ? Number(f.search) : null;
    query.where((q) => {
      q.whereRaw("lower(content.name) like ? escape '\\'", [`%${text}%`]);
      if (id) q.orWhere('content.id', id);
    });
  }
  if (f.sectionIds || f.scheduleOptions?.length) {
    const { sectionIds, scheduleOptions, now } = f;
    // EXISTS keeps the plan on the (tenant, status, published) index, which stops after `limit`
    // matches; an IN (subquery) would materialise and sort every scheduled item of big sections.
    query.whereExists((sub) => {
      sub
        .select(db.raw('1'))
        .from('website_schedules as ws')
        .whereRaw('ws.content_id = content.id')
        .where('ws.start_date', '<=', now)
        .where((q) => q.whereNull('ws.end_date').orWhere('ws.end_date', '>', now));
      if (sectionIds) sub.whereIn('ws.section_id', sectionIds);
      if (scheduleOptions?.length) sub.whereIn('ws.option', scheduleOptions);
    });
  }
  return query;
}

/** One page of a content stream; fetches one extra row to tell whether another page follows. */
export async function streamContent(
  db: Knex,
  tenantKey: string,
  f: StreamFilter,
): Promise<{ items: ContentItem[]; hasNextPage: boolean }> {
  const rows = await filtered(db, tenantKey, f)
    .select(db.raw(cardColumnsSql))
    .orderBy([
      { column: `content.${sortColumns[f.sortField]}`, order: f.sortOrder },
      { column: 'content.id', order: f.sortOrder },
    ])
    .limit(f.limit + 1)
    .offset(f.skip);
  return { items: rows.slice(0, f.limit).map(toContentItem), hasNextPage: rows.length > f.limit };
}

/** The ids of one page of a content stream, for callers that hydrate later in one batch. */
export async function streamContentIds(db: Knex, tenantKey: string, f: StreamFilter): Promise<number[]> {
  const rows = await filtered(db, tenantKey, f)
    .select('content.id')
    .orderBy([
      { column: `content.${sortColumns[f.sortField]}`, order: f.sortOrder },
      { column: 'content.id', order: f.sortOrder },
    ])
    .limit(f.limit)
    .offset(f.skip);
  return rows.map((row: { id: number | string }) => Number(row.id));
}

/** Of `ids`, those of the tenant that are public now, in the order given. */
export async function filterPublicIds(
  db: Knex,
  tenantKey: string,
  ids: readonly number[],
  now: number,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await wherePublic(
    db('content')
      .select('content.id')
      .where('content.tenant_key', tenantKey)
      .whereIn('content.id', [...new Set(ids)]),
    now,
  );
  const found = new Set(rows.map((row: { id: number | string }) => Number(row.id)));
  return ids.filter((id) => found.has(id));
}

export async function countContent(db: Knex, tenantKey: string, f: StreamFilter): Promise<number> {
  const [row] = await filtered(db, tenantKey, f).count<{ n: number | string }[]>({ n: '*' });
  return Number(row?.n ?? 0);
}

/** An item's gallery image, in its position. */
export interface ImageLink {
  contentId: number;
  assetId: number;
}

/** The gallery images of each item, in position order; every id asked for has a list. */
export async function findImageLinks(db: Knex, contentIds: readonly number[]): Promise<Map<number, ImageLink[]>> {
  const byContent = new Map<number, ImageLink[]>(contentIds.map((id) => [id, []]));
  if (contentIds.length === 0) return byContent;
  const rows: { content_id: number | string; asset_id: number | string }[] = await db('content_images')
    .whereIn('content_id', [...new Set(contentIds)])
    .orderBy(['position', 'asset_id'])
    .select('content_id', 'asset_id');
  for (const row of rows)
    byContent.get(Number(row.content_id))?.push({ contentId: Number(row.content_id), assetId: Number(row.asset_id) });
  return byContent;
}

/** The related items each item names, in position order; every id asked for has a list. */
export async function findRelatedIds(db: Knex, contentIds: readonly number[]): Promise<Map<number, number[]>> {
  const byContent = new Map<number, number[]>(contentIds.map((id) => [id, []]));
  if (contentIds.length === 0) return byContent;
  const rows: { content_id: number | string; related_id: number | string }[] = await db('content_relations')
    .whereIn('content_id', [...new Set(contentIds)])
    .orderBy(['position', 'related_id'])
    .select('content_id', 'related_id');
  for (const row of rows) byContent.get(Number(row.content_id))?.push(Number(row.related_id));
  return byContent;
}
