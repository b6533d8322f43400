import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { unauthenticated } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { findSiteUserById } from '../queries.ts';
import { loadSiteUserInfo, type SiteUserInfo } from '../site-user-info.ts';
import { findLiveSiteUserToken, useSiteUserToken } from '../token-queries.ts';

const inputSchema = z.object({ token: z.string().max(200) });

export const invalidSsoTokenMessage = 'This single sign-on token is invalid, used or expired.';

/**
 * The partner's single sign-on page exchanges the `siteUserToken` it was handed (ADR 71) for the
 * member, once: a token of another tenant, used, expired or of any other kind (a session token
 * among them) is UNAUTHENTICATED with one message. Answers the target the member was sent to, so
 * the partner can check it is the one it expects.
 */
export async function redeemSiteUserSsoToken({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<{ redirect: string; user: SiteUserInfo }> {
  const tenantKey = tenantKeyOf(ctx);
  const { token } = parseInput(inputSchema, input);
  const now = ctx.now();
  const row = await findLiveSiteUserToken(ctx.db, { tenantKey, token, kinds: ['external_sso'], now });
  const user = row && (await findSiteUserById(ctx.db, { tenantKey, id: row.site_user_id }));
  // Marked used before anything is answered: of two redemptions racing, one wins.
  if (!row || !user || user.status !== 'active' || !(await useSiteUserToken(ctx.db, { id: row.id, now })))
    throw unauthenticated(invalidSsoTokenMessage);
  ctx.log.info({ tenantKey, siteUserId: user.id }, 'partner single sign-on token redeemed');
  return {
    redirect: String(row.payload.redirect ?? ''),
    user: await loadSiteUserInfo(ctx.db, { tenantKey, userId: user.id, now }),
  };
}
