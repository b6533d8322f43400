import type { Knex } from 'knex';
import { z } from 'zod';
import { dbNullableNumber, dbNumber, escapeLike } from '../core/rows.ts';

export interface ResearchFilter {
  siteKeys: readonly string[];
  search?: string;
  types?: readonly string[];
  statuses: readonly number[];
  publishedAfter?: number;
  publishedBefore?: number;
  author?: string;
}

const sortColumns = { published: 'c.published', name: 'c.name', updated: 'c.updated', site: 'c.tenant_key' } as const;
export type ResearchSort = { field: keyof typeof sortColumns; order: 'asc' | 'desc' };

const researchRow = z.object({
  id: dbNumber,
  tenant_key: z.string(),
  type: z.string(),
  status: dbNumber,
  name: z.string(),
  teaser: z.string(),
  canonical_path: z.string(),
  published: dbNullableNumber,
  updated: dbNumber,
  section_name: z.string().nullable(),
});

export interface ResearchedRow {
  id: number;
  siteKey: string;
  type: string;
  status: number;
  name: string;
  teaser: string;
  canonicalPath: string;
  published: number | null;
  updated: number;
  sectionName: string | null;
}

function filtered(db: Knex, f: ResearchFilter): Knex.QueryBuilder {
  const query = db('content as c').whereIn('c.tenant_key', f.siteKeys).whereIn('c.status', f.statuses);
  if (f.types?.length) query.whereIn('c.type', f.types);
  if (f.publishedAfter !== undefined) query.where('c.published', '>=', f.publishedAfter);
  if (f.publishedBefore !== undefined) query.where('c.published', '<=', f.publishedBefore);
  if (f.search) {
    const text = `%${escapeLike(f.search.toLowerCase())}%`;
    const id = /^\d{1,9}$/.test(f.search) ? Number(f.search) : null;
    query.where((q) => {
      q.whereRaw("lower(c.name) like ? escape '\\'", [text]).orWhereRaw("lower(c.teaser) like ? escape '\\'", [text]);
      if (id) q.orWhere('c.id', id);
    });
  }
  if (f.author) {
    const text = `%${escapeLike(f.author.toLowerCase())}%`;
    query.whereExists((sub) =>
      sub
        .select(db.raw('1'))
        .from('content_authors as ca')
        .join('persons as p', 'p.id', 'ca.person_id')
        .whereRaw('ca.content_id = c.id')
        .whereRaw("lower(p.full_name) like ? escape '\\'", [text]),
    );
  }
  return query;
}

/** One page of the items matching `f` across its sites, with each item's primary section name. */
export async function researchContent(
  db: Knex,
  f: ResearchFilter,
  { sort, limit, skip }: { sort: ResearchSort; limit: number; skip: number },
): Promise<ResearchedRow[]> {
  const rows = await filtered(db, f)
    .leftJoin('website_sections as s', 's.id', 'c.primary_section_id')
    .select(
      'c.id',
      'c.tenant_key',
      'c.type',
      'c.status',
      'c.name',
      'c.teaser',
      'c.canonical_path',
      'c.published',
      'c.updated',
      's.name as section_name',
    )
    // Unpublished drafts (no date) last, both ways, in both databases (knex's `nulls` option
    // drops the column itself on SQLite; both speak NULLS LAST).
    .orderByRaw(`?? ${sort.order} nulls last, ?? ${sort.order}`, [sortColumns[sort.field], 'c.id'])
    .limit(limit)
    .offset(skip);
  return rows.map((row: unknown) => {
    const r = researchRow.parse(row);
    return {
      id: r.id,
      siteKey: r.tenant_key,
      type: r.type,
      status: r.status,
      name: r.name,
      teaser: r.teaser,
      canonicalPath: r.canonical_path,
      published: r.published,
      updated: r.updated,
      sectionName: r.section_name,
    };
  });
}

export async function countResearchedContent(db: Knex, f: ResearchFilter): Promise<number> {
  const row = await filtered(db, f).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

/** The bylines of `ids`, in byline order. */
export async function authorNamesOf(db: Knex, ids: readonly number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (!ids.length) return names;
  const rows: { content_id: number | string; full_name: string }[] = await db('content_authors as ca')
    .join('persons as p', 'p.id', 'ca.person_id')
    .whereIn('ca.content_id', [...ids])
    .orderBy(['ca.content_id', 'ca.position'])
    .select('ca.content_id', 'p.full_name');
  for (const row of rows) {
    const id = Number(row.content_id);
    names.set(id, [...(names.get(id) ?? []), row.full_name]);
  }
  return names;
}
