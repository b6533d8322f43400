import { hashPassword } from '../../content-engine/credentials/passwords.ts';
import { demoMemberPassword, pendingMemberPasswordHash } from './generate/site-users.ts';

/**
 * Hashes the demo password of every generated member, each with a salt of its own (one shared
 * hash would let one cracked row open every tenant's member, and shows who shares a password).
 * At full scrypt cost: the hashes run on libuv's threads, in parallel, and `early` (started before
 * the tenant was generated) overlaps the first with the generator's work on the main thread.
 */
export async function hashMemberPasswords(rows: Record<string, unknown>[], early?: Promise<string>): Promise<number> {
  const pending = rows.filter((row) => row.password_hash === pendingMemberPasswordHash);
  await Promise.all(
    pending.map(async (row, index) => {
      row.password_hash = await (index === 0 && early ? early : hashPassword(demoMemberPassword));
    }),
  );
  return pending.length;
}

/** Starts one member hash before it is needed; a tenant without members leaves it unused. */
export function startMemberHash(): Promise<string> {
  const hash = hashPassword(demoMemberPassword);
  hash.catch(() => {});
  return hash;
}
