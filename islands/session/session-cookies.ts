/*
 * Browser-side names of the site-user session (spec public §4 and §9). The token cookie is the
 * engine's and HttpOnly (ADR 0036); the islands read only the marker and the simulation flag.
 */
export { siteUserSessionMarkerCookie, simulationCookie } from '../../content-engine/shared/session-cookies.ts';

/** Cached user info: localStorage key, cache version and lifetime. */
export const userInfoCacheKey = 'masthead.siteUserInfo';
export const userInfoCacheVersion = 'v1.2';
export const userInfoCacheMs = 24 * 60 * 60 * 1000;
