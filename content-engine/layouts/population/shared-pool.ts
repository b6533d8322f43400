import type { Knex } from 'knex';
import type { EventBus } from '../../core/events.ts';
import { ContentStatus } from '../../shared/enums.ts';
import { loadCandidatePool, type CandidatePool } from './candidate-pool.ts';

/** How long a shared pool may serve before it is loaded again (changes by other processes). */
const ttlMs = 5_000;

interface Entry {
  pool: Promise<CandidatePool>;
  /** The `now` it was loaded for, and the next time any item's visibility or schedule changes. */
  loadedAt: number;
  validUntil: Promise<number>;
  wallAt: number;
}

const byDb = new WeakMap<Knex, Map<string, Entry>>();

/**
 * Lets the pages rendered with this database handle share one complete candidate pool per tenant
 * (every public item, newest first, with its active schedules): a build answers newest-first list
 * blocks from memory instead of a query per block. Any change event of a tenant drops its pool;
 * so does reaching the next publish, expiry or schedule boundary, and a few seconds' age.
 */
export function shareCandidatePools({ db, events }: { db: Knex; events: EventBus }) {
  if (byDb.has(db)) return;
  const pools = new Map<string, Entry>();
  events.subscribe((event) => void pools.delete(event.tenantKey));
  byDb.set(db, pools);
}

/** The first time after `now` at which an item's visibility or a schedule of the tenant changes. */
async function nextBoundary(db: Knex, tenantKey: string, now: number): Promise<number> {
  const firstAfter = (column: string) => db.raw(`min(case when ${column} > ? then ${column} end) as ??`, [now, column]);
  const [content, schedules] = await Promise.all([
    db('content').where({ tenant_key: tenantKey, status: ContentStatus.PUBLISHED }).first(firstAfter('published'), firstAfter('expires')),
    db('website_schedules').where({ tenant_key: tenantKey }).first(firstAfter('start_date'), firstAfter('end_date')),
  ]);
  const times = [content?.published, content?.expires, schedules?.start_date, schedules?.end_date].filter((t) => t !== null && t !== undefined).map(Number);
  return Math.min(Infinity, ...times);
}

/**
 * The tenant's complete pool valid at `now`, where this handle shares pools; null where it does
 * not (the page then decides on a pool of its own).
 */
export async function sharedCandidatePool(db: Knex, tenantKey: string, now: number): Promise<CandidatePool | null> {
  const pools = byDb.get(db);
  if (!pools) return null;
  const wall = Date.now();
  const entry = pools.get(tenantKey);
  if (entry && wall - entry.wallAt < ttlMs && now >= entry.loadedAt && now < (await entry.validUntil.catch(() => -Infinity))) return entry.pool;
  const fresh: Entry = { pool: loadCandidatePool(db, tenantKey, now, Infinity), validUntil: nextBoundary(db, tenantKey, now), loadedAt: now, wallAt: wall };
  pools.set(tenantKey, fresh);
  // A failed load is not kept: the next page tries again.
  fresh.pool.catch(() => pools.get(tenantKey) === fresh && pools.delete(tenantKey));
  return fresh.pool;
}
