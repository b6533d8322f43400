import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { badInput, parseInput } from '../../core/validate.ts';
import { changeEmailEmail, mailSiteOf, sendInBackground, siteLink } from '../emails.ts';
import { assertSiteLoginFree } from '../login-taken.ts';
import { requestTenant } from '../request-tenant.ts';
import { userWithPassword } from '../current-password.ts';
import { requireSiteUser } from '../session.ts';
import { emailField, requiredString } from '../site-user-input.ts';
import { issueSiteUserToken, revokeSiteUserTokens } from '../token-queries.ts';

const inputSchema = z.object({ password: requiredString(1_000), newEmail: emailField });

export const changeEmailPath = '/account/change-email';

/** E-mails a confirmation link (one day, single use) to the NEW address; the password is checked. */
export async function requestSiteUserChangeEmail({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<{ ok: true }> {
  const session = await requireSiteUser(ctx);
  const { password, newEmail } = parseInput(inputSchema, input);
  const user = await userWithPassword(ctx, { session, tenantKey: session.tenantKey, password });
  if (newEmail === user.email) throw badInput('newEmail', 'This is already your e-mail address');
  await assertSiteLoginFree(
    ctx.db,
    { tenantKey: session.tenantKey, email: newEmail, exceptId: user.id },
    { email: 'newEmail', username: 'newEmail' },
  );
  const now = ctx.now();
  const { token } = await ctx.db.transaction(async (trx) => {
    await revokeSiteUserTokens(trx, { userId: user.id, kinds: ['change_email'], now });
    return issueSiteUserToken(trx, {
      tenantKey: session.tenantKey,
      userId: user.id,
      kind: 'change_email',
      payload: { email: newEmail },
      now,
    });
  });
  const site = await mailSiteOf(requestTenant(ctx));
  sendInBackground(ctx, changeEmailEmail(site, { to: newEmail, link: siteLink(site, changeEmailPath, token) }), {
    siteUserId: user.id,
  });
  return { ok: true };
}
