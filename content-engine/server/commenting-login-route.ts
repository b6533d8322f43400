import { parse as parseCookie } from 'cookie';
import type { FastifyInstance } from 'fastify';
import { EngineError } from '../core/errors.ts';
import { contextFor } from '../core/context.ts';
import type { Engine } from '../core/engine.ts';
import { validateCommentingLogin } from '../comments/operations/validate-commenting-login.ts';
import { siteUserTokenCookie } from '../shared/session-cookies.ts';
import { sendError } from './send-error.ts';
import type { TenantResolver } from '../http/tenant-resolution.ts';

/**
 * GET /users/validate/viafoura (spec public §2 "validation of a third-party commenting login"):
 * the commenting service's cookie login asks who the visitor is. The tenant is the Host's; the
 * site user is the session token cookie's. Answers `{ id, name, email }`, or 401 (with the usual
 * `{ errors: [{ message, extensions: { code } }] }`) when no one is logged in on that site.
 */
export function registerCommentingLoginRoute(
  app: FastifyInstance,
  { engine, tenants }: { engine: Engine; tenants: TenantResolver },
) {
  app.get('/users/validate/viafoura', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const tenant = await tenants.resolve({ host: request.headers.host });
      if (!tenant)
        throw new EngineError('TENANT_NOT_FOUND', `No site is served at ${request.headers.host ?? 'this address'}.`);
      const siteUserToken = parseCookie(request.headers.cookie ?? '')[siteUserTokenCookie] ?? null;
      const ctx = contextFor(engine, { tenant, log: request.log, ip: request.ip, siteUserToken });
      return await validateCommentingLogin({ ctx });
    } catch (error) {
      return sendError(reply, error);
    }
  });
}
