import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { badInput, parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { findSiteUserById, findSiteUserByLogin, updateSiteUserRow } from '../queries.ts';
import { requestTenant } from '../request-tenant.ts';
import { loadSiteUserInfo, type SiteUserInfo } from '../site-user-info.ts';

const inputSchema = z.object({
  id: z.number().int().positive().nullish(),
  username: z.string().trim().min(1).max(320).nullish(),
  useOmedaCache: z.boolean().nullish(),
});

/**
 * A site user of the tenant by id or by username (or e-mail), for editors with manage_site_users.
 * `useOmedaCache: false` asks the membership provider for the customer's ids again (the embedded
 * provider keeps none elsewhere, so it changes nothing).
 */
export async function getSiteUser({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<SiteUserInfo> {
  requirePermission(ctx, ['manage_site_users']);
  const tenantKey = tenantKeyOf(ctx);
  const { id, username, useOmedaCache } = parseInput(inputSchema, input);
  if (!id && !username) throw badInput('id', 'Give the id or the username of the site user');
  const user = id
    ? await findSiteUserById(ctx.db, { tenantKey, id })
    : await findSiteUserByLogin(ctx.db, { tenantKey, login: username ?? '' });
  if (!user) throw notFound(`Site user ${id ?? `"${username}"`}`);
  if (useOmedaCache === false) {
    const ids = await ctx.membershipProvider.findCustomer({ tenant: requestTenant(ctx).tenant, email: user.email });
    if (ids)
      await updateSiteUserRow(ctx.db, {
        tenantKey,
        id: user.id,
        now: ctx.now(),
        changes: { omeda_customer_id: ids.customerId, omeda_encrypted_customer_id: ids.encryptedCustomerId },
      });
  }
  return loadSiteUserInfo(ctx.db, { tenantKey, userId: user.id, now: ctx.now() });
}
