import type { Knex } from 'knex';
import { escapeLike } from '../core/rows.ts';
import {
  activeTaxonomyStatus,
  taxonomyColumns,
  termColumns,
  toTaxonomy,
  toTerm,
  type Taxonomy,
  type TaxonomyTerm,
} from './taxonomy.ts';

export interface TaxonomyFilter {
  types?: readonly string[];
  includeIds?: readonly number[];
  excludeIds?: readonly number[];
  /** Case-insensitive "name contains". */
  phrase?: string;
}

const terms = (db: Knex, tenantKey: string, { types = [], includeIds, excludeIds = [], phrase }: TaxonomyFilter) => {
  const query = db('taxonomy').where({ tenant_key: tenantKey, status: activeTaxonomyStatus });
  if (types.length) query.whereIn('type', types);
  if (includeIds) query.whereIn('id', includeIds);
  if (excludeIds.length) query.whereNotIn('id', excludeIds);
  if (phrase) query.whereRaw("lower(name) like lower(?) escape '\\'", [`%${escapeLike(phrase)}%`]);
  return query;
};

export async function listTaxonomy(
  db: Knex,
  tenantKey: string,
  {
    limit,
    skip = 0,
    order = 'asc',
    ...filter
  }: TaxonomyFilter & { limit: number; skip?: number; order?: 'asc' | 'desc' },
): Promise<TaxonomyTerm[]> {
  const rows: unknown[] = await terms(db, tenantKey, filter)
    .orderBy([
      { column: 'name', order },
      { column: 'id', order },
    ])
    .limit(limit)
    .offset(skip)
    .select(termColumns);
  return rows.map(toTerm);
}

export async function countTaxonomy(db: Knex, tenantKey: string, filter: TaxonomyFilter): Promise<number> {
  const row = await terms(db, tenantKey, filter).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

/** Batch loader: the active terms of each content item, by type then name; [] for ids without terms. */
export async function findTaxonomyForContent(
  db: Knex,
  tenantKey: string,
  contentIds: readonly number[],
): Promise<Map<number, Taxonomy[]>> {
  const byContent = new Map<number, Taxonomy[]>(contentIds.map((id) => [id, []]));
  if (contentIds.length === 0) return byContent;
  const rows: (Record<string, unknown> & { content_id: number })[] = await db('content_taxonomy as ct')
    .join('taxonomy', 'taxonomy.id', 'ct.taxonomy_id')
    .join('content', 'content.id', 'ct.content_id')
    .where({
      'taxonomy.tenant_key': tenantKey,
      'content.tenant_key': tenantKey,
      'taxonomy.status': activeTaxonomyStatus,
    })
    .whereIn('ct.content_id', [...new Set(contentIds)])
    .orderBy(['taxonomy.type', 'taxonomy.name', 'taxonomy.id'])
    .select([...taxonomyColumns.map((c) => `taxonomy.${c}`), 'ct.content_id']);
  for (const row of rows) {
    const contentId = Number(row.content_id);
    byContent.set(contentId, [...(byContent.get(contentId) ?? []), toTaxonomy(row)]);
  }
  return byContent;
}
