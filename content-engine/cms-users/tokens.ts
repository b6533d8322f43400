import { createHash, randomBytes } from 'node:crypto';

export const tokenKinds = ['bearer', 'refresh', 'reset', 'invite'] as const;
export type TokenKind = (typeof tokenKinds)[number];

const hour = 60 * 60 * 1000;

/** How long each kind of token lives. */
export const tokenLifetimes: Record<TokenKind, number> = {
  bearer: 24 * hour,
  refresh: 30 * 24 * hour,
  reset: hour,
  invite: 7 * 24 * hour,
};

/** A new secret: 32 random bytes, base64url. Only its hash is ever stored. */
export const newToken = () => randomBytes(32).toString('base64url');

/** A new token family id (tokens issued together at login share it). */
export const newFamily = () => randomBytes(16).toString('hex');

/** SHA-256 hex of a token: what `cms_tokens.token_hash` holds. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Longest token string worth looking up; ours are 43 characters. */
export const maxTokenLength = 200;
