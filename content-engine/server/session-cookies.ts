import { serialize, type SerializeOptions } from 'cookie';
import type { FastifyRequest } from 'fastify';
import { tokenLifetimes } from '../cms-users/tokens.ts';
import { hashToken } from '../credentials/secret-tokens.ts';
import {
  cmsBearerTokenCookie,
  cmsRefreshTokenCookie,
  cmsSessionMarkerCookie,
  simulationCookie,
  siteUserSessionMarkerCookie,
  siteUserTokenCookie,
} from '../shared/session-cookies.ts';

/*
 * The Set-Cookie values of the browser session (ADR 0036): tokens HttpOnly, markers readable,
 * all Path=/, Secure when the request came over https (request.protocol believes
 * x-forwarded-proto only from a trusted proxy, trust-proxy.ts).
 */

export interface CmsSessionTokens {
  bearerToken: string;
  bearerTokenExpiration: number;
  refreshToken: string;
}

export interface SiteUserSessionToken {
  token: string;
  /** Epoch ms: the token's own expiry (30 days for a login, 1 day for a simulation). */
  expires: number;
}

// The CMS user's cookies are Strict: the admin and the editors' islands call from their own pages.
// The site user's are Lax, as they were: a reader arriving by a link is recognised at once.
const cmsSameSite = 'strict';
const siteUserSameSite = 'lax';

function cookie(
  request: FastifyRequest,
  name: string,
  value: string,
  options: SerializeOptions & { seconds: number },
): string {
  const { seconds, ...rest } = options;
  return serialize(name, value, {
    path: '/',
    secure: request.protocol === 'https',
    maxAge: Math.max(0, Math.round(seconds)),
    ...rest,
  });
}

const secondsUntil = (at: number, now: number) => (at - now) / 1000;

/** A login, a refresh or a single sign-on return: bearer and refresh tokens HttpOnly, the marker readable. */
export function cmsSessionCookies(request: FastifyRequest, tokens: CmsSessionTokens, now: number): string[] {
  const refreshSeconds = tokenLifetimes.refresh / 1000;
  return [
    cookie(request, cmsBearerTokenCookie, tokens.bearerToken, {
      httpOnly: true,
      sameSite: cmsSameSite,
      seconds: secondsUntil(tokens.bearerTokenExpiration, now),
    }),
    cookie(request, cmsRefreshTokenCookie, tokens.refreshToken, {
      httpOnly: true,
      sameSite: cmsSameSite,
      seconds: refreshSeconds,
    }),
    cookie(request, cmsSessionMarkerCookie, String(tokens.bearerTokenExpiration), {
      sameSite: cmsSameSite,
      seconds: refreshSeconds,
    }),
  ];
}

export const clearCmsSessionCookies = (request: FastifyRequest): string[] =>
  [cmsBearerTokenCookie, cmsRefreshTokenCookie, cmsSessionMarkerCookie].map((name) =>
    cookie(request, name, '', { sameSite: cmsSameSite, seconds: 0, httpOnly: name !== cmsSessionMarkerCookie }),
  );

/** A tag of the session for the readable marker: tells sessions apart (the islands' user-info cache), reveals nothing of the token. */
export const sessionTag = (token: string) => hashToken(`masthead-session-marker:${token}`).slice(0, 16);

/** A site-user login, registration or simulation: the token HttpOnly, the marker (and a simulation's flag) readable. */
export function siteUserSessionCookies(
  request: FastifyRequest,
  session: SiteUserSessionToken,
  now: number,
  { simulated }: { simulated: boolean },
): string[] {
  const seconds = secondsUntil(session.expires, now);
  return [
    cookie(request, siteUserTokenCookie, session.token, { httpOnly: true, sameSite: siteUserSameSite, seconds }),
    cookie(request, siteUserSessionMarkerCookie, sessionTag(session.token), { sameSite: siteUserSameSite, seconds }),
    cookie(request, simulationCookie, simulated ? 'true' : '', {
      sameSite: siteUserSameSite,
      seconds: simulated ? seconds : 0,
    }),
  ];
}

export const clearSiteUserSessionCookies = (request: FastifyRequest): string[] =>
  [siteUserTokenCookie, siteUserSessionMarkerCookie, simulationCookie].map((name) =>
    cookie(request, name, '', { sameSite: siteUserSameSite, seconds: 0, httpOnly: name === siteUserTokenCookie }),
  );
