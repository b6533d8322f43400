import type { Knex } from 'knex';
import { dialectOf } from '../../db/connection.ts';
import { wherePublic } from '../core/content-visibility.ts';
import { fts5Match, tsQuery } from './search-terms.ts';

export interface SearchFilter {
  tenantKey: string;
  now: number;
  terms: readonly string[];
  type?: string;
  /** Items with an active schedule to this section. */
  sectionId?: number;
}

export interface SearchHitRow {
  id: number;
  type: string;
  name: string;
  teaser: string;
  canonicalPath: string;
  published: number | null;
  imageSrc: string | null;
  imageAlt: string | null;
  imageIsLogo: boolean;
}

/** Public items of the tenant whose index row matches every term, filtered by type and section. */
function matching(db: Knex, f: SearchFilter, { type = true, section = true } = {}): Knex.QueryBuilder {
  const query = db('content_search')
    .where('content.tenant_key', f.tenantKey)
    .where('content_search.tenant_key', f.tenantKey);
  if (dialectOf(db) === 'pg') {
    query
      .join('content', 'content.id', 'content_search.content_id')
      .whereRaw("content_search.document @@ to_tsquery('english', ?)", [tsQuery(f.terms)]);
  } else {
    query
      .join('content', 'content.id', 'content_search.rowid')
      .whereRaw('content_search MATCH ?', [fts5Match(f.terms)]);
  }
  wherePublic(query, f.now);
  if (type && f.type) query.where('content.type', f.type);
  if (section && f.sectionId) query.whereExists(activeSchedules(db, f.now).where('ws.section_id', f.sectionId));
  return query;
}

const activeSchedules = (db: Knex, now: number) =>
  db
    .select(db.raw('1'))
    .from('website_schedules as ws')
    .whereRaw('ws.content_id = content.id')
    .where('ws.start_date', '<=', now)
    .where((q) => q.whereNull('ws.end_date').orWhere('ws.end_date', '>', now));

/** Relevance: on SQLite bm25 with the name weighted 10, the teaser 4, the body 1 (lower is better). */
function rank(db: Knex, f: SearchFilter): Knex.Raw {
  return dialectOf(db) === 'pg'
    ? db.raw("-ts_rank(content_search.document, to_tsquery('english', ?)) as rank", [tsQuery(f.terms)])
    : db.raw('bm25(content_search, 0, 10, 4, 1) as rank');
}

/** One page of matches, most relevant first (newer first among equals). */
export async function searchPage(
  db: Knex,
  f: SearchFilter,
  { limit, skip }: { limit: number; skip: number },
): Promise<SearchHitRow[]> {
  const rows = await matching(db, f)
    .leftJoin('assets', (j) =>
      j.on('assets.id', 'content.primary_image_id').andOn('assets.tenant_key', 'content.tenant_key'),
    )
    .select(
      'content.id',
      'content.type',
      'content.name',
      'content.teaser',
      'content.canonical_path',
      'content.published',
      'assets.src',
      'assets.alt',
      'assets.is_logo',
      rank(db, f),
    )
    .orderBy([
      { column: 'rank', order: 'asc' },
      { column: 'content.published', order: 'desc' },
      { column: 'content.id', order: 'desc' },
    ])
    .limit(limit)
    .offset(skip);
  return rows.map((r: Record<string, unknown>) => ({
    id: Number(r.id),
    type: String(r.type),
    name: String(r.name),
    teaser: String(r.teaser),
    canonicalPath: String(r.canonical_path),
    published: r.published === null ? null : Number(r.published),
    imageSrc: r.src == null ? null : String(r.src),
    imageAlt: r.alt == null ? null : String(r.alt),
    imageIsLogo: Boolean(r.is_logo),
  }));
}

export async function countMatches(db: Knex, f: SearchFilter): Promise<number> {
  const row = await matching(db, f).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

/** Matches by content type, ignoring the type filter (so the other types stay choosable). */
export async function typeFacets(db: Knex, f: SearchFilter): Promise<{ type: string; count: number }[]> {
  const rows = await matching(db, f, { type: false }).select('content.type').count({ n: '*' }).groupBy('content.type');
  const facets = rows.map((r: Record<string, unknown>) => ({ type: String(r.type), count: Number(r.n) }));
  return facets.sort(
    (a: { type: string; count: number }, b: { type: string; count: number }) =>
      b.count - a.count || a.type.localeCompare(b.type),
  );
}

/** Matches by section of an active schedule, ignoring the section filter; the largest `limit`. */
export async function sectionFacets(
  db: Knex,
  f: SearchFilter,
  limit: number,
): Promise<{ id: number; name: string; count: number }[]> {
  const rows = await matching(db, f, { section: false })
    .join('website_schedules as ws', 'ws.content_id', 'content.id')
    .join('website_sections as s', (j) => j.on('s.id', 'ws.section_id').andOn('s.tenant_key', 'content.tenant_key'))
    .where('s.status', 1)
    .where('ws.start_date', '<=', f.now)
    .where((q) => q.whereNull('ws.end_date').orWhere('ws.end_date', '>', f.now))
    .select('s.id', 's.name')
    .countDistinct({ n: 'content.id' })
    .groupBy('s.id', 's.name')
    .orderBy([
      { column: 'n', order: 'desc' },
      { column: 's.name', order: 'asc' },
    ])
    .limit(limit);
  return rows.map((r: Record<string, unknown>) => ({ id: Number(r.id), name: String(r.name), count: Number(r.n) }));
}
