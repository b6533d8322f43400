import type { Knex } from 'knex';
import { isEngineError, EngineError } from '../core/errors.ts';
import { assertNotLocked, recordFailure } from '../credentials/login-attempts.ts';
import { loginThrottleKeys, type LoginThrottleKeys } from '../credentials/login-throttle.ts';

/**
 * The login throttle keys of a site user (credentials/login-throttle.ts), within the tenant, so a
 * site's visitors never slow down a CMS user or another site's visitors. The account is the user
 * id when it exists, else what was typed. No key of the account alone: its count only decides when
 * a captcha is needed, and every site login has passed one already.
 */
export function siteLoginKeys({
  tenantKey,
  userId,
  login,
  ip,
}: {
  tenantKey: string;
  userId: number | null;
  login: string;
  ip: string;
}): LoginThrottleKeys {
  const { address, accountAtAddress } = loginThrottleKeys({
    scope: `site:${tenantKey}`,
    account: userId === null ? `login:${login}` : `id:${userId}`,
    ip,
  });
  return { address, accountAtAddress };
}

/**
 * Counts a request that sends e-mail (registration, password reset) against the client address
 * and the address or name it is for; the sixth within 15 minutes is RATE_LIMITED.
 */
export async function throttleMailRequest(
  db: Knex,
  { tenantKey, ip, subject, now }: { tenantKey: string; ip: string; subject: string; now: number },
) {
  const keys = [`site:${tenantKey}:request-ip:${ip}`, `site:${tenantKey}:request:${subject.trim().toLowerCase()}`];
  try {
    await assertNotLocked(db, { keys, now });
  } catch (error) {
    if (!isEngineError(error) || error.code !== 'RATE_LIMITED') throw error;
    const retryAt = Number(error.details?.retryAt);
    throw new EngineError(
      'RATE_LIMITED',
      `Too many requests. Please try again after ${new Date(retryAt).toISOString()}.`,
      { retryAt },
    );
  }
  await recordFailure(db, { keys, now });
}
