import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { defineMemo, type EngineMemos } from '../core/engine-memos.ts';
import { EngineError } from '../core/errors.ts';
import { verifyPassword } from './passwords.ts';

/**
 * Login throttling that cannot lock the owner out (table `login_throttle`, shared by every process).
 * Failures count per client address (any account), per account at an address, and per account
 * from everywhere; a count lives until its last failure is `windowMs` old, so an attacker who
 * keeps failing stays slowed.
 * - Past its free failures an address, or an account at an address, waits before its next try:
 *   `firstWaitMs` doubling up to `maxWaitMs`. The wait is answered at once (RATE_LIMITED with
 *   `retryAt`), never by holding the request.
 * - Past `captchaAfterAccountFailures` (each address adding at most its free failures, so at
 *   least four addresses) an account signs in only with a passed captcha (CAPTCHA_REQUIRED):
 *   failures spread over many addresses never refuse the right password with a captcha.
 */
export const loginThrottle = {
  windowMs: 60 * 60_000,
  freeFailuresPerAddress: 10,
  // As many as the old lock allowed, so an owner's typos never meet a wait sooner than before.
  freeFailuresPerAccountAtAddress: 5,
  captchaAfterAccountFailures: 16,
  firstWaitMs: 1_000,
  // Below windowMs, so an attacker who waits as told keeps the count (and the longest wait); a row whose last failure is a window old has no wait left and is pruned.
  maxWaitMs: 15 * 60_000,
} as const;

/** The keys of one attempt. `account` is left out where its count must not or need not demand a captcha (a signed-in user's current password; a site login, which has passed one). */
export interface LoginThrottleKeys {
  address: string;
  accountAtAddress: string;
  account?: string;
}

interface ThrottleRow {
  key: string;
  failures: number | string;
  last_failure_at: number | string;
  wait_until: number | string | null;
}

const table = 'login_throttle';

/**
 * The keys of an attempt on `account` (a stable id such as `cms:12`, or the typed login of an
 * unknown account) from `ip`. `scope` keeps apart the CMS users and each site's visitors; the
 * account is hashed so the key stays short whatever was typed.
 */
export function loginThrottleKeys({
  scope,
  account,
  ip,
}: {
  scope: string;
  account: string;
  ip: string;
}): Required<LoginThrottleKeys> {
  const id = createHash('sha256').update(account.trim().toLowerCase()).digest('base64url').slice(0, 24);
  const address = ip.slice(0, 64);
  return {
    address: `${scope}:address:${address}`,
    accountAtAddress: `${scope}:account:${id}@${address}`,
    account: `${scope}:account:${id}`,
  };
}

/** The wait after the `failures`-th failure of a key allowed `free` failures. */
export const waitAfter = (failures: number, free: number) =>
  failures <= free
    ? 0
    : Math.min(loginThrottle.maxWaitMs, loginThrottle.firstWaitMs * 2 ** Math.min(30, failures - free - 1));

const inWords = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1_000));
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
};

export const captchaRequiredMessage =
  'Too many failed sign-in attempts for this account. Complete the captcha to sign in.';

/**
 * Throws RATE_LIMITED while the address, or the account at this address, must wait; then
 * CAPTCHA_REQUIRED when the account has failed too often and `captchaPassed` does not say yes.
 */
export async function assertLoginAllowed(
  db: Knex,
  { keys, now, captchaPassed }: { keys: LoginThrottleKeys; now: number; captchaPassed?: () => Promise<boolean> },
) {
  const wanted = [keys.address, keys.accountAtAddress, ...(keys.account ? [keys.account] : [])];
  const rows: ThrottleRow[] = await db(table)
    .whereIn('key', wanted)
    .where('last_failure_at', '>', now - loginThrottle.windowMs)
    .select();
  const retryAt = Math.max(
    0,
    ...rows.filter((row) => row.key !== keys.account).map((row) => Number(row.wait_until ?? 0)),
  );
  if (retryAt > now) {
    throw new EngineError(
      'RATE_LIMITED',
      `Too many failed sign-in attempts from your address. Try again in ${inWords(retryAt - now)}.`,
      {
        retryAt,
        retryAfterSeconds: Math.ceil((retryAt - now) / 1_000),
      },
    );
  }
  const account = rows.find((row) => row.key === keys.account);
  if (account && Number(account.failures) >= loginThrottle.captchaAfterAccountFailures && !(await captchaPassed?.())) {
    throw new EngineError('CAPTCHA_REQUIRED', captchaRequiredMessage, { captchaRequired: true });
  }
}

async function countFailure(db: Knex, { key, now }: { key: string; now: number }): Promise<number> {
  const cutoff = now - loginThrottle.windowMs;
  await db(table)
    .insert({ key, failures: 1, last_failure_at: now, wait_until: null })
    .onConflict('key')
    .merge({
      failures: db.raw(`CASE WHEN ${table}.last_failure_at > ? THEN ${table}.failures + 1 ELSE 1 END`, [cutoff]),
      last_failure_at: now,
      wait_until: db.raw(`CASE WHEN ${table}.last_failure_at > ? THEN ${table}.wait_until ELSE NULL END`, [cutoff]),
    });
  const row: Pick<ThrottleRow, 'failures'> | undefined = await db(table).where({ key }).first('failures');
  return Number(row?.failures ?? 1);
}

async function extendWait(
  db: Knex,
  { key, failures, free, now }: { key: string; failures: number; free: number; now: number },
) {
  const wait = waitAfter(failures, free);
  // Only ever later: a parallel failure that read a smaller count must not shorten the wait.
  if (wait > 0)
    await db(table)
      .where({ key })
      .where((q) => q.whereNull('wait_until').orWhere('wait_until', '<', now + wait))
      .update({ wait_until: now + wait });
}

/** When this engine last pruned the rows, by its callers' clock. */
const lastPruneMemo = defineMemo('login throttle pruning', () => ({ at: -Infinity }));

/**
 * Counts a failure (each key by one upsert, so parallel failures all count) and sets the waits.
 * One address adds at most its free failures to the account's count, so a single attacker never
 * makes the owner solve a captcha. At most once a minute per engine, drops rows a window old.
 */
export async function recordLoginFailure(
  { db, memos }: { db: Knex; memos: EngineMemos },
  { keys, now }: { keys: LoginThrottleKeys; now: number },
) {
  const { freeFailuresPerAddress, freeFailuresPerAccountAtAddress } = loginThrottle;
  await extendWait(db, {
    key: keys.address,
    failures: await countFailure(db, { key: keys.address, now }),
    free: freeFailuresPerAddress,
    now,
  });
  const atAddress = await countFailure(db, { key: keys.accountAtAddress, now });
  await extendWait(db, { key: keys.accountAtAddress, failures: atAddress, free: freeFailuresPerAccountAtAddress, now });
  if (keys.account && atAddress <= freeFailuresPerAccountAtAddress) await countFailure(db, { key: keys.account, now });
  // Also when the clock went back (a caller whose clock runs behind another's on the same database).
  const lastPrune = memos.of(lastPruneMemo);
  if (Math.abs(now - lastPrune.at) > 60_000) {
    lastPrune.at = now;
    await db(table)
      .where('last_failure_at', '<=', now - loginThrottle.windowMs)
      .delete();
  }
}

/** After the right password: the account at this address starts afresh (the address and the account's own count do not). */
export async function forgetLoginFailures(db: Knex, { keys }: { keys: LoginThrottleKeys }) {
  await db(table).where({ key: keys.accountAtAddress }).delete();
}

/**
 * A signed-in user's current password, asked before a change to the password, username or e-mail:
 * checked under the throttle of this address and of the account at it, never the account's own
 * count, so a wrong one slows this address down but never makes the owner's next login ask for a
 * captcha. Right, it forgets the failures of the account at this address.
 */
export async function currentPasswordMatches(
  { db, memos }: { db: Knex; memos: EngineMemos },
  {
    keys,
    now,
    password,
    passwordHash,
  }: { keys: LoginThrottleKeys; now: number; password: string; passwordHash: string | null },
) {
  const atAddress = { address: keys.address, accountAtAddress: keys.accountAtAddress };
  await assertLoginAllowed(db, { keys: atAddress, now });
  if (!passwordHash || !(await verifyPassword(password, passwordHash))) {
    await recordLoginFailure({ db, memos }, { keys: atAddress, now });
    return false;
  }
  await forgetLoginFailures(db, { keys: atAddress });
  return true;
}
