import type { FastifyInstance } from 'fastify';
import type { Engine } from '../core/engine.ts';
import { resolveCmsSession } from '../cms-users/operations/resolve-session.ts';
import { cmsSessionCookies } from './session-cookies.ts';
import { sameSitePath } from '../shared/redirect-target.ts';

/** The single sign-on page's return flags that carry tokens (spec admin §2); `noToken` and `redirect` are the admin's. */
const tokenFlags = ['cmsUserBearerToken', 'cmsUserBearerTokenExpiration', 'cmsUserRefreshToken'] as const;

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/**
 * The single sign-on return (README: ADMIN_SSO_URL): a GET of an admin address with the token
 * flags. The server turns a live bearer token into the HttpOnly session cookies and redirects to
 * the same address without the token flags, so no page script ever sees a token; a dead or
 * malformed one answers `noToken` instead (the admin then shows its own login page).
 */
export function registerSsoReturnHook(app: FastifyInstance, { db, memos, now }: Engine) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.url.includes('cmsUserBearerToken=')) return;
    const url = new URL(request.url, 'http://admin');
    if (!isAdminPath(url.pathname)) return;
    const bearerToken = url.searchParams.get('cmsUserBearerToken') ?? '';
    const refreshToken = url.searchParams.get('cmsUserRefreshToken') ?? '';
    const bearerTokenExpiration = Number(url.searchParams.get('cmsUserBearerTokenExpiration'));
    for (const flag of tokenFlags) url.searchParams.delete(flag);
    const at = now();
    const live =
      refreshToken &&
      bearerTokenExpiration > at &&
      (await resolveCmsSession({ db, memos, token: bearerToken, now: at }));
    if (live)
      reply.header('set-cookie', cmsSessionCookies(request, { bearerToken, bearerTokenExpiration, refreshToken }, at));
    else url.searchParams.set('noToken', 'true');
    // Through the one redirect-target check, though an admin path cannot leave the site.
    const back = sameSitePath(`${url.pathname}${url.search}`) ?? '/admin';
    return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(back, 303);
  });
}
