import type { EngineContext } from '../core/context.ts';
import { EngineError } from '../core/errors.ts';
import { findSiteUserById } from './queries.ts';
import type { SiteUserRow, SiteUserStatus } from './site-user.ts';
import { findLiveSiteUserToken, type SiteUserTokenRow } from './token-queries.ts';

export type LinkKind = 'register' | 'reset' | 'change_username' | 'change_email';

const invalidLinkMessages: Record<LinkKind, string> = {
  register: 'This registration link is invalid, used or expired.',
  reset: 'This password reset link is invalid, used or expired.',
  change_username: 'This username change link is invalid, used or expired.',
  change_email: 'This e-mail change link is invalid, used or expired.',
};

/** BAD_USER_INPUT on `id` for a link that is unknown, used, expired or of another tenant. */
export const invalidLink = (kind: LinkKind) =>
  new EngineError('BAD_USER_INPUT', invalidLinkMessages[kind], { fields: ['id'] });

/** The live link token of the tenant and its user (who must have `status`), else invalidLink. */
export async function findLinkToken(
  ctx: EngineContext,
  { tenantKey, kind, id, status }: { tenantKey: string; kind: LinkKind; id: string; status: SiteUserStatus },
): Promise<{ token: SiteUserTokenRow; user: SiteUserRow }> {
  const token = await findLiveSiteUserToken(ctx.db, { tenantKey, token: id, kinds: [kind], now: ctx.now() });
  const user = token && (await findSiteUserById(ctx.db, { tenantKey, id: token.site_user_id }));
  if (!token || !user || user.status !== status) throw invalidLink(kind);
  return { token, user };
}
