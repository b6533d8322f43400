import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput, required } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { listMemberships } from '../../memberships/queries.ts';
import { findSiteUserByEmail, updateSiteUserRow } from '../queries.ts';
import { grantMembership } from '../relations-queries.ts';
import { loadSiteUserInfo, type SiteUserInfo } from '../site-user-info.ts';
import { emailField, optionalText } from '../site-user-input.ts';

const productSchema = z.object({
  id: z.union([z.string(), z.number()], required).transform(String),
  /** D (digital) in the spec's example; kept for the membership system, not used here. */
  version: z.string().max(10).nullish(),
  expirationDate: z.number().int().nullish(),
  amount: z.number().nullish(),
});

const inputSchema = z.object({
  email: emailField,
  omedaCustomerId: z
    .union([z.string().max(100), z.number()])
    .nullish()
    .transform((id) => (id === null || id === undefined || id === '' ? null : String(id))),
  hashedOmedaCustomerId: optionalText(200),
  products: z.array(productSchema).max(500).nullish(),
});

/**
 * Records what the membership system (Omeda) says of a customer, for editors with
 * manage_site_users or the order system's integration: the customer ids, and the memberships of
 * the products bought (by `omedaProduct`), with their expiration. Products that are not a
 * membership of the tenant (newsletters, print) are ignored.
 */
export async function setOmedaCustomer({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<SiteUserInfo> {
  requirePermission(ctx, ['manage_site_users']);
  const tenantKey = tenantKeyOf(ctx);
  const { email, omedaCustomerId, hashedOmedaCustomerId, products } = parseInput(inputSchema, input);
  const user = await findSiteUserByEmail(ctx.db, { tenantKey, email });
  if (!user) throw notFound(`Site user with the e-mail address ${email}`);
  const byProduct = new Map(
    (await listMemberships(ctx.db, tenantKey)).filter((m) => m.omedaProduct).map((m) => [m.omedaProduct, m]),
  );
  const now = ctx.now();
  await ctx.db.transaction(async (trx) => {
    await updateSiteUserRow(trx, {
      tenantKey,
      id: user.id,
      now,
      changes: {
        omeda_customer_id: omedaCustomerId ?? undefined,
        omeda_encrypted_customer_id: hashedOmedaCustomerId ?? undefined,
      },
    });
    for (const product of products ?? []) {
      const membership = byProduct.get(product.id);
      if (membership)
        await grantMembership(trx, {
          tenantKey,
          userId: user.id,
          membershipId: membership.id,
          expiration: product.expirationDate ?? null,
          now,
        });
    }
  });
  ctx.log.info(
    { siteUserId: user.id, tenantKey, products: products?.map((p) => p.id) },
    'membership system customer recorded',
  );
  return loadSiteUserInfo(ctx.db, { tenantKey, userId: user.id, now });
}
