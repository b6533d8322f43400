import type { Knex } from 'knex';
import { wherePublic } from '../../core/content-visibility.ts';
import type { Population } from '../../shared/schemas/grid.ts';

/**
 * The tenant's newest public items with their active schedules, loaded once per page. A list
 * block that wants the newest items matching a filter is answered from the pool whenever the
 * pool provably holds the full answer: it has enough matches (anything newer than the pool's
 * oldest item is in the pool), or it holds every public item of the tenant. Otherwise the block
 * falls back to its own query. Either way the result is the same; most pages need one query
 * instead of one per block.
 */
export interface CandidatePool {
  /** The ids answering the request, or null when the pool cannot prove it has them all. */
  pick(request: PoolRequest): number[] | null;
  readonly candidates: readonly Candidate[];
  readonly complete: boolean;
}

export interface PoolRequest {
  population: Population;
  /** Already expanded for bubbling; undefined for "any section". */
  sectionIds: readonly number[] | undefined;
  excludeIds: ReadonlySet<number>;
}

export interface Candidate {
  id: number;
  type: string;
  published: number;
  schedules: { sectionId: number; option: string }[];
}

/** Newest first: published descending, then id descending (the order of list queries). */
const newestFirst = (a: Candidate, b: Candidate) => b.published - a.published || b.id - a.id;

export const defaultPoolSize = 100;

/** Loading a pool costs about as much as three block queries; below that it does not pay. */
export const poolWorthwhileFrom = 3;

/** The pool of a page not worth one: every block runs its own query. */
export const noPool: CandidatePool = { pick: () => null, candidates: [], complete: false };

/** The public items at `now` (the `size` newest, or those of `ids`) with their active schedules, newest first. */
export async function loadCandidates(
  db: Knex,
  tenantKey: string,
  now: number,
  { size = Infinity, ids }: { size?: number; ids?: readonly number[] } = {},
): Promise<Candidate[]> {
  const newest = wherePublic(
    db('content').select('content.id', 'content.type', 'content.published').where('content.tenant_key', tenantKey),
    now,
  ).orderBy([
    { column: 'content.published', order: 'desc' },
    { column: 'content.id', order: 'desc' },
  ]);
  if (ids) newest.whereIn('content.id', ids);
  const rows: { id: number | string; type: string; published: number | string }[] = await (Number.isFinite(size)
    ? newest.limit(size)
    : newest);
  const candidates: Candidate[] = rows.map((row) => ({
    id: Number(row.id),
    type: row.type,
    published: Number(row.published),
    schedules: [],
  }));
  const byId = new Map(candidates.map((c) => [c.id, c]));
  if (candidates.length) {
    const active = db('website_schedules')
      .select('content_id', 'section_id', 'option')
      .where('tenant_key', tenantKey)
      .where('start_date', '<=', now)
      .where((q) => q.whereNull('end_date').orWhere('end_date', '>', now));
    // Every item: all of the tenant's active schedules (an id list that long would pass parameter limits).
    const schedules = await (Number.isFinite(size) || ids ? active.whereIn('content_id', [...byId.keys()]) : active);
    for (const s of schedules)
      byId.get(Number(s.content_id))?.schedules.push({ sectionId: Number(s.section_id), option: String(s.option) });
  }
  return candidates;
}

/** The tenant's `size` newest public items at `now` (every one with `Infinity`), as a pool. */
export async function loadCandidatePool(
  db: Knex,
  tenantKey: string,
  now: number,
  size = defaultPoolSize,
): Promise<CandidatePool> {
  const candidates = await loadCandidates(db, tenantKey, now, { size });
  return candidatePool(candidates, candidates.length < size);
}

/**
 * The pool with the items of `ids` replaced by their fresh candidates (none where no longer
 * public): the few fresh ones merged into the kept ones, which are in order already.
 */
export function withRefreshed(pool: CandidatePool, ids: readonly number[], fresh: readonly Candidate[]): CandidatePool {
  const replaced = new Set(ids);
  const kept = pool.candidates.filter((c) => !replaced.has(c.id));
  const added = [...fresh].sort(newestFirst);
  const merged: Candidate[] = [];
  let k = 0;
  for (const candidate of added) {
    while (k < kept.length && newestFirst(kept[k]!, candidate) <= 0) merged.push(kept[k++]!);
    merged.push(candidate);
  }
  while (k < kept.length) merged.push(kept[k++]!);
  return candidatePool(merged, pool.complete);
}

/** `complete`: the candidates are every public item of the tenant. */
function candidatePool(candidates: readonly Candidate[], complete: boolean): CandidatePool {
  return {
    candidates,
    complete,
    pick({ population: p, sectionIds, excludeIds }) {
      if (p.sortField !== 'published' || p.sortOrder !== 'desc' || p.contentIds.length) return null;
      const sections = sectionIds ? new Set(sectionIds) : undefined;
      const wanted = p.skip + p.numberOfItems;
      const matches: Candidate[] = [];
      for (const c of candidates) {
        if (excludeIds.has(c.id)) continue;
        if (p.contentTypes.length && !p.contentTypes.includes(c.type as never)) continue;
        if (
          (sections || p.scheduleOption) &&
          !c.schedules.some(
            (s) => (!sections || sections.has(s.sectionId)) && (!p.scheduleOption || s.option === p.scheduleOption),
          )
        )
          continue;
        matches.push(c);
        if (matches.length === wanted) break;
      }
      if (matches.length < wanted && !complete) return null;
      return matches.slice(p.skip).map((c) => c.id);
    },
  };
}
