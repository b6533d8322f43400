import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput, required } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { findSiteUserWithDates, loadSiteUserAdminDetail, type SiteUserAdminDetail } from '../admin-detail.ts';
import { siteUserRow } from '../site-user.ts';
import { loadSiteUserInfo, type SiteUserInfo } from '../site-user-info.ts';

const inputSchema = z.object({ id: z.number(required).int().positive() });

/** A site user of the tenant with what the admin's detail screen shows; needs manage_site_users. */
export async function getSiteUserAdmin({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<SiteUserAdminDetail & { info: SiteUserInfo }> {
  requirePermission(ctx, ['manage_site_users']);
  const tenantKey = tenantKeyOf(ctx);
  const { id } = parseInput(inputSchema, input);
  const user = await findSiteUserWithDates(ctx.db, { tenantKey, id }, (row) => siteUserRow.parse(row));
  if (!user) throw notFound(`Site user ${id}`);
  const [detail, info] = await Promise.all([
    loadSiteUserAdminDetail(ctx.db, { tenantKey, user }),
    loadSiteUserInfo(ctx.db, { tenantKey, userId: id, now: ctx.now() }),
  ]);
  return { ...detail, info };
}
