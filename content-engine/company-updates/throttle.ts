import type { Knex } from 'knex';
import { assertNotLocked, recordFailure } from '../credentials/login-attempts.ts';

// Links are 256-bit secrets, so guessing is hopeless; still, a client that keeps sending bad
// links is slowed like the other public forms: 5 failures in 15 minutes lock it for 15 minutes.
const keysOf = (tenantKey: string, ip: string) => [`site:${tenantKey}:company-update-ip:${ip}`];

/** RATE_LIMITED while the client's failures lock it out. */
export const assertSubmitAllowed = (db: Knex, { tenantKey, ip, now }: { tenantKey: string; ip: string; now: number }) =>
  assertNotLocked(db, { keys: keysOf(tenantKey, ip), now });

/** Counts a refused link (unknown, expired or used) against the client. */
export const countRefusedLink = (db: Knex, { tenantKey, ip, now }: { tenantKey: string; ip: string; now: number }) =>
  recordFailure(db, { keys: keysOf(tenantKey, ip), now });
