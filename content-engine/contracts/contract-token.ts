import { timingSafeEqual } from 'node:crypto';
import { newToken } from '../credentials/secret-tokens.ts';

/** A new public-page secret: 32 random bytes, base64url (43 characters). */
export const newContractToken = newToken;

/** Compares a presented token with the stored one in constant time. */
export function tokenMatches(stored: string, presented: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
}
