import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../content-engine/credentials/passwords.ts';
import { hashMemberPasswords, startMemberHash } from '../member-passwords.ts';
import { demoMemberPassword, pendingMemberPasswordHash } from './site-users.ts';

/** scrypt at full cost, seven times: slow on a busy machine. */
const generous = 60_000;
const saltOf = (hash: string) => hash.split('$')[4];

describe('demo site users', () => {
  it(
    'are generated with a placeholder that verifies no password',
    async () => {
      expect(await verifyPassword(demoMemberPassword, pendingMemberPasswordHash)).toBe(false);
    },
    generous,
  );

  it(
    'each get a hash of the documented demo password with a salt of their own',
    async () => {
      const rows = [0, 1, 2].map((id) => ({ id, password_hash: pendingMemberPasswordHash as string }));
      expect(await hashMemberPasswords(rows, startMemberHash())).toBe(3);
      const hashes = rows.map((row) => row.password_hash);
      expect(new Set(hashes.map(saltOf)).size).toBe(3);
      for (const hash of hashes) expect(await verifyPassword(demoMemberPassword, hash)).toBe(true);
      expect(await verifyPassword('wrong password', hashes[0]!)).toBe(false);
    },
    generous,
  );
});
