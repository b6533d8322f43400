import type { CmsSession } from '../core/cms-session.ts';
import { defineMemo, type EngineMemos } from '../core/engine-memos.ts';

/*
 * Resolved sessions by token hash, for a few seconds, one map per engine (its memos): the lookup
 * runs on every authenticated request. Revocations through this engine evict at once; another process may serve a revoked
 * token for at most `cacheTtlMs`.
 */

export const cacheTtlMs = 5_000;
const maxEntries = 10_000;

interface Entry {
  session: CmsSession;
  cachedAt: number;
  tokenExpiresAt: number;
}

const sessionMemo = defineMemo('CMS sessions', () => new Map<string, Entry>());

export function cachedSession(memos: EngineMemos, tokenHash: string, now: number): CmsSession | null {
  const cache = memos.of(sessionMemo);
  const entry = cache.get(tokenHash);
  if (!entry) return null;
  if (now - entry.cachedAt >= cacheTtlMs || now < entry.cachedAt || now >= entry.tokenExpiresAt) {
    cache.delete(tokenHash);
    return null;
  }
  return entry.session;
}

export function cacheSession(memos: EngineMemos, tokenHash: string, entry: Entry) {
  const cache = memos.of(sessionMemo);
  if (cache.size >= maxEntries) cache.clear();
  cache.set(tokenHash, entry);
}

/** Drops cached sessions of a token family or of a user (after logout, reset, role changes…). */
export function evictSessions(memos: EngineMemos, { family, userId }: { family?: string; userId?: number }) {
  const cache = memos.of(sessionMemo);
  for (const [hash, { session }] of cache) {
    if ((family !== undefined && session.tokenFamily === family) || (userId !== undefined && session.id === userId))
      cache.delete(hash);
  }
}
