import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { adminLink, resetPasswordEmail } from '../emails.ts';
import { findUserByEmail } from '../queries.ts';
import { issueToken, latestLiveToken, revokeUserTokens } from '../token-queries.ts';
import { newFamily } from '../../credentials/secret-tokens.ts';
import { CmsUserStatus } from '../user.ts';

const inputSchema = z.object({ email: z.string().trim().max(320).pipe(z.email('Enter a valid e-mail address.')) });

/** At most one reset e-mail per user per minute. */
export const resetEmailIntervalMs = 60_000;

/**
 * Sends a password-reset link to an active user with this e-mail. Answers true either way, in
 * about the same time, so the answer does not reveal which addresses have accounts.
 */
export async function requestResetCmsUserPassword({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<true> {
  const { email } = parseInput(inputSchema, input);
  const now = ctx.now();
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.status !== CmsUserStatus.ACTIVE) return true;
  const latest = await latestLiveToken(ctx.db, { userId: user.id, kind: 'reset', now });
  if (latest !== null && now - latest < resetEmailIntervalMs) return true;

  // Only the newest link works.
  await revokeUserTokens(ctx.db, { userId: user.id, now, kinds: ['reset'] });
  const { token } = await issueToken(ctx.db, { userId: user.id, kind: 'reset', family: newFamily(), now });
  const link = adminLink(ctx, `/admin/user/reset-password?hash=${encodeURIComponent(token)}`);
  // Not awaited: a slow mail server must not make existing addresses answer slower.
  ctx.mail
    .send(resetPasswordEmail({ to: user.email, from: ctx.mail.defaultFrom, firstName: user.first_name, link }))
    .catch((error: unknown) => ctx.log.error({ err: error, cmsUserId: user.id }, 'password reset e-mail failed'));
  return true;
}
