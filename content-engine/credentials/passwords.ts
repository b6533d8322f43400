import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { z } from 'zod';

/** scrypt cost: N=2^15, r=8, p=1 needs 128·N·r = 32 MiB, so maxmem is raised above it. */
export const scryptParams = { N: 2 ** 15, r: 8, p: 1 } as const;
const saltBytes = 16;
const keyBytes = 64;

export const minPasswordLength = 10;

/** The password policy, as a zod schema so operations report it as BAD_USER_INPUT. */
export const newPasswordSchema = z
  .string()
  .min(minPasswordLength, `The password must be at least ${minPasswordLength} characters long.`)
  .max(1_000, 'The password must be at most 1000 characters long.');

const derive = (password: string, salt: Buffer, { N, r, p }: { N: number; r: number; p: number }, length: number) =>
  new Promise<Buffer>((resolve, reject) => {
    const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r * p };
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });

/** Hashes a password into the self-describing string `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, scryptParams, keyBytes);
  const { N, r, p } = scryptParams;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const storedFormat = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([\w-]+)\$([\w-]+)$/;

/** Whether the password matches a stored hash; false (never a throw) for a malformed one. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = storedFormat.exec(stored);
  if (!match) return false;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Refuse parameters no hash of ours has: a tampered row must not make us allocate gigabytes.
  if (N < 2 || N > 2 ** 20 || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return false;
  const salt = Buffer.from(match[4] ?? '', 'base64url');
  const expected = Buffer.from(match[5] ?? '', 'base64url');
  if (expected.length === 0) return false;
  const actual = await derive(password, salt, { N, r, p }, expected.length);
  return timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/** Spends the time of a real check, so an unknown username answers as slowly as a wrong password. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
  return false;
}
