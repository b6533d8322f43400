import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { conflictOnUnique } from '../../core/unique-conflict.ts';
import { parseInput, required } from '../../core/validate.ts';
import { findLinkToken, invalidLink } from '../link-tokens.ts';
import { assertSiteLoginFree } from '../login-taken.ts';
import { assertMembershipSystemUp } from '../outage.ts';
import { updateSiteUserRow } from '../queries.ts';
import { requestTenant } from '../request-tenant.ts';
import { loadSiteUserInfo, type SiteUserInfo } from '../site-user-info.ts';
import { syncCustomer } from '../sync-customer.ts';
import { useSiteUserToken } from '../token-queries.ts';
import { syncCommentingUser } from '../commenting-user-sync.ts';

const inputSchema = z.object({ id: z.string(required).min(1).max(200) });

/**
 * Applies a confirmed e-mail change from the link sent to the new address (single use). A
 * username that was the old address (the default) becomes the new one.
 */
export async function updateSiteUserEmail({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<SiteUserInfo> {
  const tenantCtx = requestTenant(ctx);
  const tenantKey = tenantCtx.tenant.key;
  await assertMembershipSystemUp(ctx);
  const { id } = parseInput(inputSchema, input);
  const { token, user } = await findLinkToken(ctx, { tenantKey, kind: 'change_email', id, status: 'active' });
  const email = String(token.payload.email);
  const username = user.username.toLowerCase() === user.email ? email : undefined;
  await assertSiteLoginFree(ctx.db, { tenantKey, email, username, exceptId: user.id });
  const now = ctx.now();
  await conflictOnUnique(
    () =>
      ctx.db.transaction(async (trx) => {
        if (!(await useSiteUserToken(trx, { id: token.id, now }))) throw invalidLink('change_email');
        await updateSiteUserRow(trx, { tenantKey, id: user.id, now, changes: { email, username } });
      }),
    `The e-mail address ${email}`,
  );
  await syncCustomer(tenantCtx, { userId: user.id });
  void syncCommentingUser(ctx, { tenantKey, before: user });
  return loadSiteUserInfo(ctx.db, { tenantKey, userId: user.id, now });
}
