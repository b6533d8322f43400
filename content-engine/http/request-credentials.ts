import { parse as parseCookie } from 'cookie';
import type { FastifyRequest } from 'fastify';
import type { Engine } from '../core/engine.ts';
import { resolveCmsSession } from '../cms-users/operations/resolve-session.ts';
import { canUseTenant, type CmsSession } from '../core/cms-session.ts';
import {
  cmsBearerTokenCookie,
  cmsRefreshTokenCookie,
  csrfHeader,
  csrfHeaderValue,
  siteUserTokenCookie,
} from '../shared/session-cookies.ts';

/** Who a GraphQL request speaks for, and whether it may use (and set) the session cookies. */
export interface RequestCredentials {
  cmsToken: string | null;
  siteUserToken: string | null;
  /** The refresh token of the cookie, for refreshTokenCmsUser called without one. */
  cookieRefreshToken: string | null;
  /** A POST carrying the CSRF header: its cookies are credentials and session mutations answer with cookies. */
  browserSession: boolean;
  /** Some credential (a header, or a cookie honoured) makes the answer personal. */
  personal: boolean;
}

/** A request header's value; the first of a repeated one. */
export const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const bearerToken = (request: FastifyRequest) => /^Bearer\s+(\S+)$/i.exec(header(request, 'authorization') ?? '')?.[1];

/** Requests carrying any of these headers are personal. */
const personalHeaders = ['authorization', 'site-user-token', 'x-site-user-token'];

/**
 * The spec's headers (authorization, site-user-token) always count and win over cookies. The
 * session cookies count only on a POST with the CSRF header (ADR 0036): a cross-site form or a
 * GET runs as anonymous, whatever cookies the browser attaches.
 */
export function requestCredentials(request: FastifyRequest): RequestCredentials {
  const browserSession = request.method === 'POST' && header(request, csrfHeader) === csrfHeaderValue;
  const cookies = browserSession ? parseCookie(request.headers.cookie ?? '') : {};
  const cmsToken = bearerToken(request) ?? cookies[cmsBearerTokenCookie] ?? null;
  const siteUserToken =
    header(request, 'site-user-token') ?? header(request, 'x-site-user-token') ?? cookies[siteUserTokenCookie] ?? null;
  const personal = personalHeaders.some((name) => request.headers[name] !== undefined) || !!cmsToken || !!siteUserToken;
  return {
    cmsToken: cmsToken || null,
    siteUserToken: siteUserToken || null,
    cookieRefreshToken: cookies[cmsRefreshTokenCookie] || null,
    browserSession,
    personal,
  };
}

/** A Fastify request or a bare IncomingMessage (the static fast path). */
export interface CookieCarrier {
  headers: { cookie?: string | undefined };
}

/** Whether the request carries a CMS bearer cookie at all (no lookup): a cheap first test before cmsUserFromRequest. */
export const hasCmsSessionCookie = (request: CookieCarrier) =>
  !!parseCookie(request.headers.cookie ?? '')[cmsBearerTokenCookie];

/**
 * The CMS user a page request speaks for (a top-level GET: preview, cache bypass; ADR 0031): a
 * live bearer token of a user of this tenant, from the Authorization header or else the bearer
 * cookie. Reading a page changes nothing, so no CSRF header is needed; the cookie is
 * SameSite=Strict, so a cross-site link carries none. Resolved through the session cache.
 */
export async function cmsUserFromRequest({
  engine: { db, memos },
  now,
  request,
  tenantKey,
}: {
  /** The server's engine (its database and session memo). */
  engine: Pick<Engine, 'db' | 'memos'>;
  now: number;
  request: FastifyRequest;
  tenantKey: string;
}): Promise<CmsSession | null> {
  const token = bearerToken(request) ?? parseCookie(request.headers.cookie ?? '')[cmsBearerTokenCookie];
  const user = token ? await resolveCmsSession({ db, memos, token, now }).catch(() => null) : null;
  return user && canUseTenant(user, tenantKey) ? user : null;
}
