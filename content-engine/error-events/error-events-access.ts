import { requirePermission } from '../core/access.ts';
import type { EngineContext } from '../core/context.ts';
import { forbidden } from '../core/errors.ts';

/**
 * Error events are the whole installation's (any tenant's request may have raised one), so only a
 * global CMS user with manage_modules (the dev tools' permission) reads or resolves them; a user
 * limited to some sites is FORBIDDEN even with manage_modules.
 */
export function requireGlobalAdministrator(ctx: EngineContext) {
  const user = requirePermission(ctx, ['manage_modules']);
  if (!ctx.system && !user.isGlobal) throw forbidden('Error events are shown to global administrators only.');
  return user;
}
