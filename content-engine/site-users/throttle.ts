import type { Knex } from 'knex';
import { isEngineError, EngineError } from '../core/errors.ts';
import { assertNotLocked, attemptKeys, recordFailure } from '../cms-users/login-attempts.ts';

/*
 * Site users share the CMS login throttle (`login_attempts`, 5 in 15 minutes lock a key for 15
 * minutes) under keys of their own tenant, so a site's visitors never lock a CMS user or another
 * site's visitors.
 */

/** The throttled keys of a site login: the account name and the client address, within the tenant. */
export function siteLoginKeys({ tenantKey, username, ip }: { tenantKey: string; username: string; ip: string }) {
  const { userKey, ipKey } = attemptKeys({ username, ip });
  return { userKey: `site:${tenantKey}:${userKey}`, ipKey: `site:${tenantKey}:${ipKey}` };
}

/**
 * Counts a request that sends e-mail (registration, password reset) against the client address
 * and the address or name it is for; the sixth within 15 minutes is RATE_LIMITED.
 */
export async function throttleMailRequest(db: Knex, { tenantKey, ip, subject, now }: { tenantKey: string; ip: string; subject: string; now: number }) {
  const keys = [`site:${tenantKey}:request-ip:${ip}`, `site:${tenantKey}:request:${subject.trim().toLowerCase()}`];
  try {
    await assertNotLocked(db, { keys, now });
  } catch (error) {
    if (!isEngineError(error) || error.code !== 'RATE_LIMITED') throw error;
    const retryAt = Number(error.details?.retryAt);
    throw new EngineError('RATE_LIMITED', `Too many requests. Please try again after ${new Date(retryAt).toISOString()}.`, { retryAt });
  }
  await recordFailure(db, { keys, now });
}
