import type { EngineContext } from '../core/context.ts';
import { listMemberships } from '../memberships/queries.ts';
import { tenantData } from '../tenant-data/tenant-data.ts';
import type { Tenant } from '../core/tenant.ts';
import { findSiteUserById, updateSiteUserRow } from './queries.ts';
import { heldMemberships, subscribedNewsletters } from './relations-queries.ts';
import { profileOf } from './site-user.ts';

/**
 * Sends the user to the membership provider (after registration and profile changes) and keeps the
 * customer ids it answers. Our database already holds the change, so a failure is logged, not thrown.
 */
export async function syncCustomer(
  ctx: EngineContext & { tenant: Tenant },
  { userId, promoCode = null }: { userId: number; promoCode?: string | null },
) {
  const provider = ctx.membershipProvider;
  if (provider.name === 'embedded') return;
  const tenantKey = ctx.tenant.key;
  try {
    const now = ctx.now();
    const user = await findSiteUserById(ctx.db, { tenantKey, id: userId });
    if (!user) return;
    const [held, memberships, newsletterIds, settings] = await Promise.all([
      heldMemberships(ctx.db, { userId, now }),
      listMemberships(ctx.db, tenantKey),
      subscribedNewsletters(ctx.db, userId),
      tenantData(ctx).settings(tenantKey),
    ]);
    const heldIds = new Set(held.map((m) => m.membershipId));
    const products = memberships
      .filter((m) => heldIds.has(m.id) && m.omedaProduct)
      .map((m) => m.omedaProduct as string);
    const newsletterProducts = settings.newsletters.enabledNewsletters
      .filter((n) => newsletterIds.includes(n.id))
      .map((n) => n.omedaProductId);
    const ids = await provider.saveCustomer({
      tenant: ctx.tenant,
      customer: {
        ...profileOf(user),
        email: user.email,
        demographics: user.demographics,
        customerId: user.omeda_customer_id,
      },
      products,
      newsletterProducts,
      promoCode: promoCode ?? user.promo_code,
    });
    await updateSiteUserRow(ctx.db, {
      tenantKey,
      id: userId,
      now,
      changes: {
        omeda_customer_id: ids.customerId ?? undefined,
        omeda_encrypted_customer_id: ids.encryptedCustomerId ?? undefined,
      },
    });
  } catch (error) {
    ctx.log.error(
      { err: error, siteUserId: userId, provider: provider.name },
      'membership provider: customer not saved',
    );
  }
}
