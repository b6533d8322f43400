import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { badInput, parseInput, required } from '../../core/validate.ts';
import { findMembership } from '../../memberships/queries.ts';
import { adminTarget } from '../admin-target.ts';
import { grantMembership } from '../relations-queries.ts';
import { getSiteUserAdmin } from './get-site-user-admin.ts';

const grantSchema = z.object({
  id: z.number(required).int().positive(),
  membershipId: z.number(required).int().positive(),
  /** Epoch ms; null or absent: never expires. */
  expiration: z.number().int().positive().nullish(),
});
const revokeSchema = grantSchema.pick({ id: true, membershipId: true });

/** Grants a membership of the tenant to a site user, or changes its expiration; needs manage_site_users. */
export async function grantSiteUserMembership({ ctx, input }: { ctx: EngineContext; input: unknown }) {
  const { id, membershipId, expiration } = parseInput(grantSchema, input);
  const { editor, tenantKey } = await adminTarget(ctx, id);
  if (!(await findMembership(ctx.db, tenantKey, membershipId)))
    throw badInput('membershipId', 'Not a membership of this site');
  const now = ctx.now();
  if (expiration != null && expiration <= now) throw badInput('expiration', 'The expiration must be in the future');
  await grantMembership(ctx.db, { tenantKey, userId: id, membershipId, expiration: expiration ?? null, now });
  ctx.log.info({ siteUserId: id, membershipId, cmsUserId: editor.id, tenantKey }, 'membership granted by an editor');
  return getSiteUserAdmin({ ctx, input: { id } });
}

/** Takes a membership away from a site user (one not held: no change); needs manage_site_users. */
export async function revokeSiteUserMembership({ ctx, input }: { ctx: EngineContext; input: unknown }) {
  const { id, membershipId } = parseInput(revokeSchema, input);
  const { editor, tenantKey } = await adminTarget(ctx, id);
  await ctx
    .db('site_user_memberships')
    .where({ tenant_key: tenantKey, site_user_id: id, membership_id: membershipId })
    .delete();
  ctx.log.info({ siteUserId: id, membershipId, cmsUserId: editor.id, tenantKey }, 'membership revoked by an editor');
  return getSiteUserAdmin({ ctx, input: { id } });
}
