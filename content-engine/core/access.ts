import type { EngineContext } from './context.ts';
import { forbidden, unauthenticated } from './errors.ts';
import { hasAnyPermission, permissions, type Permission } from '../shared/permissions.ts';
import { canUseTenant, type CmsSession } from './cms-session.ts';

/**
 * Who system work acts as: every permission, every tenant. Its id 0 is no cms_users row, so
 * code that records an author must treat it as "the system".
 */
export const systemSession: CmsSession = {
  id: 0,
  email: '',
  username: 'system',
  firstName: 'System',
  lastName: '',
  role: 'administrator',
  permissions: [...permissions],
  isGlobal: true,
  tenants: [],
  tokenFamily: '',
};

/**
 * The spec's rule: a signed-in user holding at least one of `required`, allowed on the request's
 * tenant. Throws UNAUTHENTICATED without a user, FORBIDDEN otherwise; `asSystem(ctx)` passes
 * (as the signed-in user when there is one, else as `systemSession`).
 */
export function requirePermission(
  ctx: Pick<EngineContext, 'cmsUser' | 'tenant' | 'system'>,
  required: Permission[],
): CmsSession {
  if (ctx.system) return ctx.cmsUser ?? systemSession;
  const user = ctx.cmsUser;
  if (!user) throw unauthenticated();
  if (!hasAnyPermission(user, required)) throw forbidden(`This needs one of the permissions: ${required.join(', ')}.`);
  if (ctx.tenant && !canUseTenant(user, ctx.tenant.key))
    throw forbidden(`This CMS user has no access to the tenant "${ctx.tenant.key}".`);
  return user;
}
