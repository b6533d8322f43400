/*
 * The browser's memory of the site-licence lookup (spec public §4, §9). Browser-safe: the
 * islands write these after asking the engine's siteLicenseCompany, and logout clears them.
 */

/** Holds the licensed company's name once the engine found one for the visitor's address. */
export const siteLicenseCompanyCookie = 'siteLicenseCompany';

/** Set when the engine found no licence, so the browser does not ask again on every page. */
export const siteLicenseNotFoundCookie = 'siteLicenseNotFound';

/** The company cookie lasts 24 hours. */
export const siteLicenseCookieSeconds = 24 * 60 * 60;

/** The not-found marker lasts 600 seconds: a newly licensed address is recognised within ten minutes. */
export const siteLicenseNotFoundSeconds = 600;

/** Both cookies, for logout. */
export const siteLicenseCookies = [siteLicenseCompanyCookie, siteLicenseNotFoundCookie] as const;
