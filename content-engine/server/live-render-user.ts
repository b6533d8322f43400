import type { Knex } from 'knex';
import { resolveCmsSession } from '../cms-users/operations/resolve-session.ts';
import { canUseTenant, type CmsSession } from '../cms-users/session.ts';
import { cmsUserFromRequest, type CookieCarrier } from './request-credentials.ts';

interface PageRequest extends CookieCarrier {
  headers: CookieCarrier['headers'] & { authorization?: string | undefined };
}

/**
 * The CMS user a page request may render live for (`preview-mode=true`, `cache-bypass=true`;
 * ADR 0031): a live bearer token of a user of this tenant, from the Authorization header or else
 * the CMS token cookie. Resolved through the session cache, so an editor's repeated requests cost
 * no query; anyone else gets null and is served the stored page.
 */
export async function liveRenderUser({ db, now, request, tenantKey }: { db: Knex; now: number; request: PageRequest; tenantKey: string }): Promise<CmsSession | null> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!bearer) return cmsUserFromRequest({ db, now, request, tenantKey });
  const user = await resolveCmsSession({ db, token: bearer, now }).catch(() => null);
  return user && canUseTenant(user, tenantKey) ? user : null;
}
