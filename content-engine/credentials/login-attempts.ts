import type { Knex } from 'knex';
import { EngineError } from '../core/errors.ts';

/**
 * Request limits (table `login_attempts`): `maxFailures` counted requests within `windowMs` lock
 * the key for `lockMs`. Only for requests that send e-mail (site-users/throttle.ts); sign-ins use
 * login-throttle.ts, which never locks an account.
 */
export const requestLimit = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;

/** Throws RATE_LIMITED, saying when to retry, if any key is locked. */
export async function assertNotLocked(db: Knex, { keys, now }: { keys: string[]; now: number }) {
  const rows: { locked_until: number | string | null }[] = await db('login_attempts')
    .whereIn('key', keys)
    .where('locked_until', '>', now)
    .select('locked_until');
  if (rows.length === 0) return;
  const retryAt = Math.max(...rows.map((row) => Number(row.locked_until)));
  const minutes = Math.max(1, Math.ceil((retryAt - now) / 60_000));
  throw new EngineError(
    'RATE_LIMITED',
    `Too many requests. Try again in ${minutes} minute${minutes === 1 ? '' : 's'} (after ${new Date(retryAt).toISOString()}).`,
    { retryAt },
  );
}

/**
 * Counts a failure against each key in one upsert, so parallel guesses all count: within the
 * window the count grows (locking at `maxFailures`); after it a new window starts.
 */
export async function recordFailure(db: Knex, { keys, now }: { keys: string[]; now: number }) {
  const { maxFailures, windowMs, lockMs } = requestLimit;
  const cutoff = now - windowMs;
  const inWindow = 'login_attempts.window_start > ?';
  for (const key of keys) {
    await db('login_attempts')
      .insert({ key, failures: 1, window_start: now, locked_until: null })
      .onConflict('key')
      .merge({
        failures: db.raw(`CASE WHEN ${inWindow} THEN login_attempts.failures + 1 ELSE 1 END`, [cutoff]),
        window_start: db.raw(`CASE WHEN ${inWindow} THEN login_attempts.window_start ELSE ? END`, [cutoff, now]),
        locked_until: db.raw(
          `CASE WHEN ${inWindow} AND login_attempts.failures + 1 >= ? THEN ? WHEN ${inWindow} THEN login_attempts.locked_until ELSE NULL END`,
          [cutoff, maxFailures, now + lockMs, cutoff],
        ),
      });
  }
}
