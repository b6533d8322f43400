import { describe, expect, it } from 'vitest';
import { hashPassword, newPasswordSchema, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('stores a self-describing scrypt string with the cost parameters, salt and hash', async () => {
    const stored = await hashPassword('a long enough secret');
    const [scheme, N, r, p, salt, hash] = stored.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(hash ?? '', 'base64url')).toHaveLength(64);
  });

  it('accepts the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('a long enough secret');
    expect(await verifyPassword('a long enough secret', stored)).toBe(true);
    expect(await verifyPassword('a long enough secreT', stored)).toBe(false);
  });

  it('salts every hash, so the same password never hashes the same twice', async () => {
    expect(await hashPassword('same password here')).not.toBe(await hashPassword('same password here'));
  });

  it('answers false for malformed or absurd stored hashes instead of throwing', async () => {
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$2b$10$abc')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1073741824$8$1$c2FsdA$aGFzaA')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$16384$8$1$c2FsdA$')).toBe(false);
  });

  it('still verifies hashes made with other cost parameters', async () => {
    const { scrypt } = await import('node:crypto');
    const salt = Buffer.from('0123456789abcdef');
    const key = await new Promise<Buffer>((resolve, reject) =>
      scrypt('older password', salt, 32, { N: 1024, r: 8, p: 1 }, (e, k) => (e ? reject(e) : resolve(k))),
    );
    const stored = `scrypt$1024$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('older password', stored)).toBe(true);
  });
});

describe('password policy', () => {
  it('requires at least 10 characters and says so', () => {
    const result = newPasswordSchema.safeParse('short');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('at least 10 characters');
    expect(newPasswordSchema.safeParse('0123456789').success).toBe(true);
  });
});
