import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { unauthenticated } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { assertNotLocked, attemptKeys, clearFailures, recordFailure } from '../login-attempts.ts';
import { verifyAgainstDecoy, verifyPassword } from '../passwords.ts';
import { findUserByLogin } from '../queries.ts';
import { issueSessionTokens, type SessionTokens } from '../token-queries.ts';
import { newFamily } from '../tokens.ts';
import { CmsUserStatus } from '../user.ts';

const inputSchema = z.object({
  username: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1_000),
});

/** The one answer to every failed login: it must not tell which part was wrong. */
export const loginFailedMessage = 'Invalid username or password.';

/** Signs a CMS user in by username or e-mail; throttled per username and per client address. */
export async function loginCmsUser({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<SessionTokens> {
  const { username, password } = parseInput(inputSchema, input);
  const now = ctx.now();
  const { userKey, ipKey } = attemptKeys({ username, ip: ctx.ip });
  const keys = [userKey, ipKey];
  await assertNotLocked(ctx.db, { keys, now });

  const user = await findUserByLogin(ctx.db, username);
  const matches = user?.password_hash ? await verifyPassword(password, user.password_hash) : await verifyAgainstDecoy(password);
  if (!user || !matches || user.status !== CmsUserStatus.ACTIVE) {
    await recordFailure(ctx.db, { keys, now });
    throw unauthenticated(loginFailedMessage);
  }

  await clearFailures(ctx.db, { keys: [userKey] });
  ctx.log.info({ cmsUserId: user.id }, 'cms user logged in');
  return issueSessionTokens(ctx.db, { userId: user.id, family: newFamily(), now });
}
