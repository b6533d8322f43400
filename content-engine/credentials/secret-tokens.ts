import { createHash, randomBytes } from 'node:crypto';

/** A new secret: 32 random bytes, base64url. Only its hash is ever stored. */
export const newToken = () => randomBytes(32).toString('base64url');

/** A new token family id (tokens issued together at login share it). */
export const newFamily = () => randomBytes(16).toString('hex');

/** SHA-256 hex of a token: what `cms_tokens.token_hash` and the site users' token tables hold. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Longest token string worth looking up; ours are 43 characters. */
export const maxTokenLength = 200;
