import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { unauthenticated } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import {
  assertLoginAllowed,
  forgetLoginFailures,
  loginThrottleKeys,
  recordLoginFailure,
} from '../../credentials/login-throttle.ts';
import { verifyAgainstDecoy, verifyPassword } from '../../credentials/passwords.ts';
import { findUserByLogin } from '../queries.ts';
import { issueSessionTokens, type SessionTokens } from '../token-queries.ts';
import { newFamily } from '../../credentials/secret-tokens.ts';
import { CmsUserStatus } from '../user.ts';

const inputSchema = z.object({
  username: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1_000),
  recaptchaToken: z.string().max(5_000).nullish(),
});

/** The one answer to every failed login: it must not tell which part was wrong. */
export const loginFailedMessage = 'Invalid username or password.';

/** The throttle keys of a CMS sign-in: the account by id when it exists, else by what was typed. */
export const cmsLoginKeys = ({ userId, login, ip }: { userId: number | null; login: string; ip: string }) =>
  loginThrottleKeys({ scope: 'cms', account: userId === null ? `login:${login}` : `id:${userId}`, ip });

/**
 * Signs a CMS user in by username or e-mail. Throttled (login-throttle.ts): an address or an
 * account at an address that keeps failing waits; an account failing from many addresses needs
 * a captcha (`recaptchaToken`), so the owner always gets in.
 */
export async function loginCmsUser({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<SessionTokens> {
  const { username, password, recaptchaToken } = parseInput(inputSchema, input);
  const now = ctx.now();
  const user = await findUserByLogin(ctx.db, username);
  const keys = cmsLoginKeys({ userId: user?.id ?? null, login: username, ip: ctx.ip });
  const captchaPassed = async () =>
    Boolean(recaptchaToken) && ctx.captcha.verify({ token: recaptchaToken ?? '', action: 'login', ip: ctx.ip });
  await assertLoginAllowed(ctx.db, { keys, now, captchaPassed });

  const matches = user?.password_hash
    ? await verifyPassword(password, user.password_hash)
    : await verifyAgainstDecoy(password);
  if (!user || !matches || user.status !== CmsUserStatus.ACTIVE) {
    await recordLoginFailure(ctx, { keys, now });
    throw unauthenticated(loginFailedMessage);
  }

  await forgetLoginFailures(ctx.db, { keys });
  ctx.log.info({ cmsUserId: user.id }, 'cms user logged in');
  return issueSessionTokens(ctx.db, { userId: user.id, family: newFamily(), now });
}
