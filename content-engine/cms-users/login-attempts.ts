import type { Knex } from 'knex';
import { EngineError } from '../core/errors.ts';

/** Login throttling: `maxFailures` failures within `windowMs` lock the key for `lockMs`. */
export const loginThrottle = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;

/** The throttled keys of one login attempt: the username and, separately, the client address. */
export const attemptKeys = ({ username, ip }: { username: string; ip: string }) => ({ userKey: `user:${username.trim().toLowerCase()}`, ipKey: `ip:${ip}` });

/** Throws RATE_LIMITED, saying when to retry, if any key is locked. */
export async function assertNotLocked(db: Knex, { keys, now }: { keys: string[]; now: number }) {
  const rows: { locked_until: number | string | null }[] = await db('login_attempts').whereIn('key', keys).where('locked_until', '>', now).select('locked_until');
  if (rows.length === 0) return;
  const retryAt = Math.max(...rows.map((row) => Number(row.locked_until)));
  const minutes = Math.max(1, Math.ceil((retryAt - now) / 60_000));
  throw new EngineError(
    'RATE_LIMITED',
    `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'} (after ${new Date(retryAt).toISOString()}).`,
    { retryAt },
  );
}

/** Counts a failure against each key; the increment is one statement so parallel guesses all count. */
export async function recordFailure(db: Knex, { keys, now }: { keys: string[]; now: number }) {
  const { maxFailures, windowMs, lockMs } = loginThrottle;
  for (const key of keys) {
    const changed = await db('login_attempts')
      .where({ key })
      .where('window_start', '>', now - windowMs)
      .update({
        failures: db.raw('failures + 1'),
        locked_until: db.raw('CASE WHEN failures + 1 >= ? THEN ? ELSE locked_until END', [maxFailures, now + lockMs]),
      });
    if (changed === 0) {
      await db('login_attempts')
        .insert({ key, failures: 1, window_start: now, locked_until: null })
        .onConflict('key')
        .merge(['failures', 'window_start', 'locked_until']);
    }
  }
}

export async function clearFailures(db: Knex, { keys }: { keys: string[] }) {
  await db('login_attempts').whereIn('key', keys).delete();
}
