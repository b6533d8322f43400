import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { badInput, parseInput } from '../../core/validate.ts';
import { changeUsernameEmail, mailSiteOf, sendInBackground, siteLink } from '../emails.ts';
import { assertSiteLoginFree } from '../login-taken.ts';
import { requestTenant } from '../request-tenant.ts';
import { userWithPassword } from '../current-password.ts';
import { requireSiteUser } from '../session.ts';
import { requiredString, usernameField } from '../site-user-input.ts';
import { issueSiteUserToken, revokeSiteUserTokens } from '../token-queries.ts';

const inputSchema = z.object({ password: requiredString(1_000), newUsername: usernameField });

export const changeUsernamePath = '/account/change-username';

/** E-mails the signed-in user a link confirming a new username (one day, single use); the password is checked. */
export async function requestSiteUserChangeUsername({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<{ ok: true }> {
  const session = await requireSiteUser(ctx);
  const { password, newUsername } = parseInput(inputSchema, input);
  const user = await userWithPassword(ctx, { session, tenantKey: session.tenantKey, password });
  if (newUsername.toLowerCase() === user.username.toLowerCase())
    throw badInput('newUsername', 'This is already your username');
  await assertSiteLoginFree(
    ctx.db,
    { tenantKey: session.tenantKey, username: newUsername, exceptId: user.id },
    { email: 'newUsername', username: 'newUsername' },
  );
  const now = ctx.now();
  const { token } = await ctx.db.transaction(async (trx) => {
    await revokeSiteUserTokens(trx, { userId: user.id, kinds: ['change_username'], now });
    return issueSiteUserToken(trx, {
      tenantKey: session.tenantKey,
      userId: user.id,
      kind: 'change_username',
      payload: { username: newUsername },
      now,
    });
  });
  const site = await mailSiteOf(requestTenant(ctx));
  sendInBackground(
    ctx,
    changeUsernameEmail(site, {
      to: user.email,
      username: newUsername,
      link: siteLink(site, changeUsernamePath, token),
    }),
    { siteUserId: user.id },
  );
  return { ok: true };
}
