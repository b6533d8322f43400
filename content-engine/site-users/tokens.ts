/** What a site user token is for. Sessions and simulations are sent as `site-user-token`; the others are e-mailed links. */
export const siteUserTokenKinds = [
  'session',
  'simulation',
  'register',
  'reset',
  'change_username',
  'change_email',
  /** Handed to the partner single sign-on page once (ADR 71); redeemed by `redeemSiteUserSsoToken`. */
  'external_sso',
] as const;
export type SiteUserTokenKind = (typeof siteUserTokenKinds)[number];

/** Tokens that act as the user on requests. */
export const sessionKinds = ['session', 'simulation'] as const satisfies readonly SiteUserTokenKind[];

const hour = 60 * 60 * 1000;
const day = 24 * hour;
const minute = 60 * 1000;

/** How long each kind lives (spec public §9: login 30 days, simulation 1 day). */
export const siteUserTokenLifetimes: Record<SiteUserTokenKind, number> = {
  session: 30 * day,
  simulation: day,
  register: 7 * day,
  reset: hour,
  change_username: day,
  change_email: day,
  // Long enough for one browser redirect and the partner's server-side redemption, no longer.
  external_sso: 2 * minute,
};
