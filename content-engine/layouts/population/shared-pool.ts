import type { Knex } from 'knex';
import { idsIn } from '../../core/change-tags.ts';
import { defineSharedMemo, type EngineMemos } from '../../core/engine-memos.ts';
import type { ChangeEvent } from '../../core/events.ts';
import { ContentStatus } from '../../shared/enums.ts';
import { loadCandidatePool, loadCandidates, withRefreshed, type CandidatePool } from './candidate-pool.ts';

/** How long a shared pool may serve before it is loaded again (changes by other processes). */
const ttlMs = 5_000;

interface Entry {
  /** Set once the pool has loaded: until then pages do without it. */
  ready: CandidatePool | null;
  /** The `now` it was loaded for, and the next time any item's visibility or schedule changes. */
  loadedAt: number;
  validUntil: number;
  wallAt: number;
  /** Items a content change named since: reloaded before the pool is used again. */
  stale: Set<number>;
  refreshing?: Promise<void>;
}

/** The content ids a content change names; null for any other change (the pool is dropped). */
function changedContentIds(event: ChangeEvent): number[] | null {
  if (event.kind !== 'content') return null;
  const ids = idsIn(event.tags, 'content');
  return ids.length ? ids : null;
}

/**
 * Lets the pages this engine renders share one complete candidate pool per tenant
 * (every public item, newest first, with its active schedules): a build answers newest-first list
 * blocks from memory instead of a query per block. A content change reloads only the items it
 * names, before the next page uses the pool; any other change drops the tenant's pool. The pool
 * is also reloaded at the next publish, expiry or schedule boundary and after a few seconds.
 */
export function shareCandidatePools(memos: EngineMemos) {
  memos.of(poolMemo).share();
}

/** An engine's pools by tenant, once a renderer shares them (a content change marks its items stale, any other drops the pool). */
const poolMemo = defineSharedMemo('shared candidate pools', ({ events }) => {
  const pools = new Map<string, Entry>();
  events.subscribe((event) => {
    const entry = pools.get(event.tenantKey);
    const ids = changedContentIds(event);
    if (entry?.ready && ids) for (const id of ids) entry.stale.add(id);
    else pools.delete(event.tenantKey);
  });
  return pools;
});

/**
 * The first time after `now` at which an item's visibility or a schedule of the tenant changes
 * (of the items of `ids` only, when given: an index lookup instead of a scan of the tenant).
 */
async function nextBoundary(db: Knex, tenantKey: string, now: number, ids?: readonly number[]): Promise<number> {
  const firstAfter = (column: string) => db.raw(`min(case when ${column} > ? then ${column} end) as ??`, [now, column]);
  const content = db('content').where({ tenant_key: tenantKey, status: ContentStatus.PUBLISHED });
  const schedules = db('website_schedules').where({ tenant_key: tenantKey });
  if (ids) {
    content.whereIn('id', ids);
    schedules.whereIn('content_id', ids);
  }
  const [items, scheduled] = await Promise.all([
    content.first(firstAfter('published'), firstAfter('expires')),
    schedules.first(firstAfter('start_date'), firstAfter('end_date')),
  ]);
  const times = [items?.published, items?.expires, scheduled?.start_date, scheduled?.end_date]
    .filter((t) => t !== null && t !== undefined)
    .map(Number);
  return Math.min(Infinity, ...times);
}

/**
 * Reloads the stale items at the pool's own time. Only they changed, so the pool's next boundary
 * can only have moved closer through theirs: the earlier of the two is a boundary no later than
 * the tenant's (a refresh on a publish's critical path does not scan the tenant's items).
 */
async function refresh(db: Knex, tenantKey: string, entry: Entry) {
  const ids = [...entry.stale];
  entry.stale.clear();
  const [fresh, theirs] = await Promise.all([
    loadCandidates(db, tenantKey, entry.loadedAt, { ids }),
    nextBoundary(db, tenantKey, entry.loadedAt, ids),
  ]);
  entry.ready = withRefreshed(entry.ready!, ids, fresh);
  entry.validUntil = Math.min(entry.validUntil, theirs);
}

function startLoading(db: Knex, tenantKey: string, now: number, pools: Map<string, Entry>) {
  const entry: Entry = { ready: null, loadedAt: now, validUntil: -Infinity, wallAt: Date.now(), stale: new Set() };
  pools.set(tenantKey, entry);
  Promise.all([loadCandidatePool(db, tenantKey, now, Infinity), nextBoundary(db, tenantKey, now)]).then(
    ([pool, validUntil]) => Object.assign(entry, { ready: pool, validUntil }),
    // A failed load is not kept: the next page tries again.
    () => void (pools.get(tenantKey) === entry && pools.delete(tenantKey)),
  );
}

/**
 * The tenant's complete pool valid at `now`, where this engine shares pools and it has loaded;
 * null otherwise (the page then decides on a pool of its own). A missing or outdated pool starts
 * loading in the background, so the pages rendered meanwhile do not wait for the whole tenant —
 * unless `load` is false (a publish's pages, live renders): the load's query runs on the render thread, and
 * the pages a reader waits for would wait behind it.
 */
export async function sharedCandidatePool(
  memos: EngineMemos | undefined,
  tenantKey: string,
  now: number,
  { load = true }: { load?: boolean } = {},
): Promise<CandidatePool | null> {
  const memo = memos?.of(poolMemo);
  const pools = memo?.shared;
  if (!memo || !pools) return null;
  const { db } = memo;
  const entry = pools.get(tenantKey);
  if (entry && Date.now() - entry.wallAt < ttlMs && now >= entry.loadedAt) {
    if (!entry.ready) return null;
    if (entry.stale.size)
      await (entry.refreshing ??= refresh(db, tenantKey, entry)
        // A failed refresh drops the pool: what it would have reloaded is unknown.
        .catch(() => void (pools.get(tenantKey) === entry && pools.delete(tenantKey)))
        .finally(() => (entry.refreshing = undefined)));
    else if (entry.refreshing) await entry.refreshing;
    if (pools.get(tenantKey) === entry && now < entry.validUntil) return entry.ready;
    if (pools.get(tenantKey) !== entry) return null;
  }
  if (load) startLoading(db, tenantKey, now, pools);
  return null;
}
