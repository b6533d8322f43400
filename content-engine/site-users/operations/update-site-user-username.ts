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
import { useSiteUserToken } from '../token-queries.ts';

const inputSchema = z.object({ id: z.string(required).min(1).max(200) });

/** Applies a confirmed username change from its link (single use); CONFLICT if someone took the name meanwhile. */
export async function updateSiteUserUsername({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<SiteUserInfo> {
  const tenantKey = requestTenant(ctx).tenant.key;
  await assertMembershipSystemUp(ctx);
  const { id } = parseInput(inputSchema, input);
  const { token, user } = await findLinkToken(ctx, { tenantKey, kind: 'change_username', id, status: 'active' });
  const username = String(token.payload.username);
  await assertSiteLoginFree(ctx.db, { tenantKey, username, exceptId: user.id });
  const now = ctx.now();
  await conflictOnUnique(
    () =>
      ctx.db.transaction(async (trx) => {
        if (!(await useSiteUserToken(trx, { id: token.id, now }))) throw invalidLink('change_username');
        await updateSiteUserRow(trx, { tenantKey, id: user.id, now, changes: { username } });
      }),
    `The username "${username}"`,
  );
  return loadSiteUserInfo(ctx.db, { tenantKey, userId: user.id, now });
}
