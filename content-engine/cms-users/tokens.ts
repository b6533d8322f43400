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
