/** Browser-side names and lifetimes of the site-user session (spec public §4 and §9). */
export const siteUserTokenCookie = 'siteUserToken';
/** Set while a CMS user simulates a site user. */
export const simulationCookie = 'siteUserSimulation';
export const tokenCookieDays = 30;
export const simulationCookieDays = 1;

/** Cached user info: localStorage key, cache version and lifetime. */
export const userInfoCacheKey = 'masthead.siteUserInfo';
export const userInfoCacheVersion = 'v1.2';
export const userInfoCacheMs = 24 * 60 * 60 * 1000;
