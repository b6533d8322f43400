/** The pure rules of the admin session (spec admin §2 "Admin sign-in flow", §4 "Admin session"). */
import { sameSitePath } from '../../../content-engine/shared/redirect-target.ts';

/** What the browser knows of the session: the tokens themselves are in HttpOnly cookies (ADR 0036). */
export interface StoredSession {
  bearerTokenExpiration: number;
  /** The validity marker: trusted without a server call until this time (the end of the day it was set). */
  validUntil: number;
}

/** The end of the local day of `now`: the validity marker's lifetime. */
export function endOfDay(now: number): number {
  const date = new Date(now);
  date.setHours(23, 59, 59, 999);
  return date.getTime();
}

/**
 * What to do with a stored session when the app starts: trust it while the marker holds; after
 * that validate it, or refresh it when the bearer token has expired; sign in when there is none.
 */
export function sessionCheck(session: StoredSession | null, now: number): 'sign-in' | 'trust' | 'validate' | 'refresh' {
  if (!session) return 'sign-in';
  if (now <= session.validUntil) return 'trust';
  return now < session.bearerTokenExpiration ? 'validate' : 'refresh';
}

/**
 * The return flags a single-sign-on page (or the login page) hands back in the query string. The
 * token flags never reach the page: the engine turns them into HttpOnly cookies and redirects
 * without them (content-engine/server/sso-return-hook.ts).
 */
export interface ReturnFlags {
  noToken: boolean;
  redirect: string | null;
}

export function readReturnFlags(search: string): ReturnFlags {
  const params = new URLSearchParams(search);
  return {
    noToken: params.has('noToken') && params.get('noToken') !== 'false',
    redirect: safeRedirect(params.get('redirect')),
  };
}

/** Only paths of this site (the one redirect-target check): an open redirect to another origin is dropped. */
export const safeRedirect = (value: string | null): string | null =>
  sameSitePath(value, { origin: globalThis.location?.origin });

/** The query string without the return flags, for the address bar after they are read. */
export function withoutReturnFlags(search: string): string {
  const params = new URLSearchParams(search);
  for (const flag of [
    'noToken',
    'redirect',
    'cmsUserBearerToken',
    'cmsUserBearerTokenExpiration',
    'cmsUserRefreshToken',
  ])
    params.delete(flag);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
