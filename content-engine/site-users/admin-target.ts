import { tenantKeyOf, type EngineContext } from '../core/context.ts';
import { notFound } from '../core/errors.ts';
import { requirePermission } from '../core/access.ts';
import type { CmsSession } from '../core/cms-session.ts';
import { findSiteUserById } from './queries.ts';
import type { SiteUserRow } from './site-user.ts';

/** The editor (manage_site_users) and the tenant's site user an admin write acts on; NOT_FOUND for another tenant's id. */
export async function adminTarget(
  ctx: EngineContext,
  id: number,
): Promise<{ editor: CmsSession; tenantKey: string; user: SiteUserRow }> {
  const editor = requirePermission(ctx, ['manage_site_users']);
  const tenantKey = tenantKeyOf(ctx);
  const user = await findSiteUserById(ctx.db, { tenantKey, id });
  if (!user) throw notFound(`Site user ${id}`);
  return { editor, tenantKey, user };
}
