import type { EngineContext } from '../../core/context.ts';
import { conflictOnUnique } from '../../core/unique-conflict.ts';
import { parseInput } from '../../core/validate.ts';
import { recordHistory } from '../../history/record-history.ts';
import { newCmsUserInput } from '../cms-user-input.ts';
import { adminLink, inviteEmail } from '../emails.ts';
import { assertLoginFree, loginTakenMeanwhile } from '../login-taken.ts';
import { assertCanGrant, requireUserManager } from '../manager-scope.ts';
import { insertCmsUser, loadCmsUser } from '../queries.ts';
import { issueToken } from '../token-queries.ts';
import { newFamily } from '../../credentials/secret-tokens.ts';
import { CmsUserStatus } from '../user.ts';

const inputSchema = newCmsUserInput(CmsUserStatus.INACTIVE);

/**
 * Creates a CMS user without a password and e-mails an invitation link
 * (/admin/user/activate?hash=…) with which they choose one; accepting it activates the account.
 * Inactive unless `status` says otherwise. Returns the new id and the invite token. Needs
 * manage_users; the inviter grants only permissions they hold and (site-specific) their own sites.
 */
export async function inviteCmsUser({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<{ id: number; inviteToken: string }> {
  const user = parseInput(inputSchema, input);
  const scope = requireUserManager(ctx);
  const tenants = user.isGlobal ? [] : user.tenants;
  await assertCanGrant(ctx.db, scope, { ...user, tenants, addedTenants: tenants });
  await assertLoginFree(ctx.db, user);

  const now = ctx.now();
  const { id, token } = await conflictOnUnique(
    () =>
      ctx.db.transaction(async (trx) => {
        const id = await insertCmsUser(trx, { ...user, tenants, passwordHash: null }, now);
        const { token } = await issueToken(trx, { userId: id, kind: 'invite', family: newFamily(), now });
        await recordHistory({
          ctx,
          db: trx,
          tenantKey: null,
          entityType: 'cms_user',
          entityId: id,
          action: 'create',
          after: await loadCmsUser(trx, id),
        });
        return { id, token };
      }),
    loginTakenMeanwhile,
  );
  const link = adminLink(ctx, `/admin/user/activate?hash=${encodeURIComponent(token)}`);
  ctx.mail
    .send(inviteEmail({ to: user.email, from: ctx.mail.defaultFrom, firstName: user.firstName, link }))
    .catch((error: unknown) => ctx.log.error({ err: error, cmsUserId: id }, 'invitation e-mail failed'));
  return { id, inviteToken: token };
}
