import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { EngineError } from '../core/errors.ts';
import { recentCommentTimes } from './queries.ts';

/** At most `max` comments within `windowMs` by one member, and from one client address. */
export const commentRateLimit = { max: 5, windowMs: 10 * 60_000 } as const;

/** What the store keeps of a client address: enough to count its comments, not the address itself. */
export const commentIpHash = (tenantKey: string, ip: string) =>
  createHash('sha256').update(`comments:${tenantKey}:${ip}`).digest('hex');

/** RATE_LIMITED, saying when to try again, once the member or the address has posted `max` comments in the window. */
export async function assertCommentAllowed(
  db: Knex,
  { tenantKey, siteUserId, ipHash, now }: { tenantKey: string; siteUserId: number | null; ipHash: string; now: number },
) {
  const { max, windowMs } = commentRateLimit;
  const times = await recentCommentTimes(db, { tenantKey, siteUserId, ipHash, since: now - windowMs });
  if (times.length < max) return;
  const retryAt = times[times.length - max]! + windowMs;
  const minutes = Math.max(1, Math.ceil((retryAt - now) / 60_000));
  throw new EngineError(
    'RATE_LIMITED',
    `You are commenting too often. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { retryAt },
  );
}
