import { externalUrl } from './redirect-target.ts';

/*
 * The partner single sign-on (spec public §7 "Other", ADR 71): which addresses the settings may
 * name and where a member may be sent. Browser-safe (the admin's form and the engine share it).
 */

/** The site route a partner link points at: `/account/sso?redirect=<partner URL>`. */
export const externalSsoPath = '/account/sso';

/** A host name as the allow-list holds it: lower-case letters, digits, hyphens and dots, with an optional port. */
export const allowedHostPattern =
  /^(?=.{1,253}(:\d{1,5})?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/;

/** An absolute https URL with a host and no user info, as the URL parser writes it; else null. */
export function httpsUrl(value: string | null | undefined): string | null {
  const url = externalUrl(value);
  return url && url.startsWith('https://') ? url : null;
}

/**
 * The redirect target a member may be sent to through the single sign-on page: an https URL whose
 * host (with its port, if any) is exactly one of the allow-list's; null otherwise. No wildcards, no
 * `http:`, `javascript:` or paths: a target not on the list is refused, never rewritten.
 */
export function allowedSsoRedirect(target: string | null | undefined, allowedHosts: readonly string[]): string | null {
  const url = httpsUrl(target);
  if (!url) return null;
  const { host } = new URL(url);
  return allowedHosts.some((allowed) => allowed.toLowerCase() === host) ? url : null;
}

/** The single sign-on page's address with the redirect target and the hand-over token added to its own query. */
export function externalSsoLocation({ ssoUrl, redirect, token }: { ssoUrl: string; redirect: string; token: string }) {
  const url = new URL(ssoUrl);
  url.searchParams.set('redirect', redirect);
  url.searchParams.set('siteUserToken', token);
  return url.href;
}

/** The login page that brings an anonymous visitor back to the single sign-on route afterwards. */
export const externalSsoLoginPath = (redirect: string) =>
  `/account/login?redirectTo=${encodeURIComponent(`${externalSsoPath}?redirect=${encodeURIComponent(redirect)}`)}`;
