/*
 * The session cookies, shared by the engine (which alone sets the tokens) and the browser code
 * (which reads only the markers). Browser-safe: names, no logic. See ADR 0036.
 */

/** HttpOnly: the CMS user's bearer token; expires with the token. */
export const cmsBearerTokenCookie = 'cmsUserBearerToken';
/** HttpOnly: the CMS user's refresh token; lives as long as the server honours it. */
export const cmsRefreshTokenCookie = 'cmsUserRefreshToken';
/** Readable marker: a CMS user is signed in in this browser; its value is the bearer token's expiry (epoch ms), not a secret. */
export const cmsSessionMarkerCookie = 'cmsUserSession';

/** HttpOnly: the site user's session token. */
export const siteUserTokenCookie = 'siteUserToken';
/** Readable marker: a site user is signed in; its value is a tag of the session (not the token), for the user-info cache. */
export const siteUserSessionMarkerCookie = 'siteUserSession';
/** Readable: set while a CMS user simulates a site user. */
export const simulationCookie = 'siteUserSimulation';

/**
 * The header the admin and the islands send with every GraphQL call. Cookies are credentials
 * only on a POST that carries it: a cross-site form cannot send a custom header, and a cross-site
 * script must first pass a CORS preflight, which the engine never grants.
 */
export const csrfHeader = 'x-masthead-csrf';
export const csrfHeaderValue = '1';
