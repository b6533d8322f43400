import type { Knex } from 'knex';
import type { CmsSession } from '../core/cms-session.ts';

/*
 * Resolved sessions by token hash, for a few seconds: the lookup runs on every authenticated
 * request. Revocations in this process evict at once; another process may serve a revoked
 * token for at most `cacheTtlMs`.
 */

export const cacheTtlMs = 5_000;
const maxEntries = 10_000;

interface Entry {
  session: CmsSession;
  cachedAt: number;
  tokenExpiresAt: number;
}

const caches = new WeakMap<Knex, Map<string, Entry>>();

const cacheOf = (db: Knex) => {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
};

export function cachedSession(db: Knex, tokenHash: string, now: number): CmsSession | null {
  const entry = caches.get(db)?.get(tokenHash);
  if (!entry) return null;
  if (now - entry.cachedAt >= cacheTtlMs || now < entry.cachedAt || now >= entry.tokenExpiresAt) {
    caches.get(db)?.delete(tokenHash);
    return null;
  }
  return entry.session;
}

export function cacheSession(db: Knex, tokenHash: string, entry: Entry) {
  const cache = cacheOf(db);
  if (cache.size >= maxEntries) cache.clear();
  cache.set(tokenHash, entry);
}

/** Drops cached sessions of a token family or of a user (after logout, reset, role changes…). */
export function evictSessions(db: Knex, { family, userId }: { family?: string; userId?: number }) {
  const cache = caches.get(db);
  if (!cache) return;
  for (const [hash, { session }] of cache) {
    if ((family !== undefined && session.tokenFamily === family) || (userId !== undefined && session.id === userId))
      cache.delete(hash);
  }
}
