import type { Knex } from 'knex';
import { assertNotLocked, recordFailure, requestLimit } from '../credentials/login-attempts.ts';

/** Lead forms a client address may send to one site: the sixth within 15 minutes is RATE_LIMITED. */
export const leadFormLimit = requestLimit;

/**
 * Counts a lead form against the client address within the tenant. Its own key, not the
 * registration's: a visitor who sent forms can still register, and no key names the e-mail typed
 * (anyone could type another's address to lock it).
 */
export async function throttleLeadForm(
  db: Knex,
  { tenantKey, ip, now }: { tenantKey: string; ip: string; now: number },
) {
  const keys = [`site:${tenantKey}:lead-form-ip:${ip}`];
  await assertNotLocked(db, { keys, now });
  await recordFailure(db, { keys, now });
}
