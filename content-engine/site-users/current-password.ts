import type { EngineContext } from '../core/context.ts';
import { forbidden, unauthenticated } from '../core/errors.ts';
import { badInput } from '../core/validate.ts';
import { currentPasswordMatches } from '../credentials/login-throttle.ts';
import { findSiteUserById } from './queries.ts';
import type { SiteUserSession } from './session.ts';
import type { SiteUserRow } from './site-user.ts';
import { siteLoginKeys } from './throttle.ts';

/**
 * The signed-in user, for a change that needs their current password: wrong guesses count
 * towards the login throttle of this address. A simulation cannot make such changes.
 */
export async function userWithPassword(
  ctx: EngineContext,
  { session, tenantKey, password }: { session: SiteUserSession; tenantKey: string; password: string },
): Promise<SiteUserRow> {
  if (session.isSimulated)
    throw forbidden('A simulated site user cannot change the password, username or e-mail address.');
  const user = await findSiteUserById(ctx.db, { tenantKey, id: session.userId });
  if (!user) throw unauthenticated('You must be logged in.');
  const keys = siteLoginKeys({ tenantKey, userId: user.id, login: user.username, ip: ctx.ip });
  if (!(await currentPasswordMatches(ctx, { keys, now: ctx.now(), password, passwordHash: user.password_hash })))
    throw badInput('password', 'The password is not correct');
  return user;
}
