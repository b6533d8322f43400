import { parse as parseCookie } from 'cookie';
import type { FastifyInstance } from 'fastify';
import { EngineError } from '../core/errors.ts';
import { contextFor } from '../core/context.ts';
import type { Engine } from '../core/engine.ts';
import { startExternalSso } from '../site-users/operations/start-external-sso.ts';
import { externalSsoPath } from '../shared/external-sso.ts';
import { siteUserTokenCookie } from '../shared/session-cookies.ts';
import { sendError } from './send-error.ts';
import type { TenantResolver } from '../http/tenant-resolution.ts';

/**
 * GET /account/sso?redirect=<partner URL> (spec public §7 "Other", ADR 71): the tenant is the
 * Host's, the member the session cookie's. A member goes on to the settings' single sign-on page
 * with `redirect` and a one-time `siteUserToken`; a visitor to the login page and back here. The
 * answer is never cached and sends no referrer (the token is in the Location only).
 */
export function registerExternalSsoRoute(
  app: FastifyInstance,
  { engine, tenants }: { engine: Engine; tenants: TenantResolver },
) {
  app.get<{ Querystring: { redirect?: string } }>(externalSsoPath, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    try {
      const tenant = await tenants.resolve({ host: request.headers.host });
      if (!tenant)
        throw new EngineError('TENANT_NOT_FOUND', `No site is served at ${request.headers.host ?? 'this address'}.`);
      const siteUserToken = parseCookie(request.headers.cookie ?? '')[siteUserTokenCookie] ?? null;
      const ctx = contextFor(engine, { tenant, log: request.log, ip: request.ip, siteUserToken });
      const step = await startExternalSso({ ctx, input: { redirect: request.query.redirect } });
      return reply.redirect(step.location, 303);
    } catch (error) {
      return sendError(reply, error);
    }
  });
}
