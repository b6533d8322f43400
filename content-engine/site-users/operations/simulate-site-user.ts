import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput, required } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { requiredMessage } from '../../shared/schemas/site-settings.ts';
import { findSiteUserByLogin } from '../queries.ts';
import { issueSiteUserToken } from '../token-queries.ts';
import { recordSiteUserLogin } from '../login-history.ts';

const inputSchema = z.object({ username: z.string(required).trim().min(1, requiredMessage).max(320) });

/**
 * Lets a CMS user with manage_site_users act as a site user of the request's tenant for a day:
 * a simulation token (`isSimulated` on the user info) that cannot change password, username or e-mail.
 */
export async function simulateSiteUser({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<{ token: string; expires: number }> {
  const cmsUser = requirePermission(ctx, ['manage_site_users']);
  const tenantKey = tenantKeyOf(ctx);
  const { username } = parseInput(inputSchema, input);
  const user = await findSiteUserByLogin(ctx.db, { tenantKey, login: username });
  if (!user || user.status !== 'active') throw notFound(`Site user "${username}"`);
  const issued = await issueSiteUserToken(ctx.db, {
    tenantKey,
    userId: user.id,
    kind: 'simulation',
    payload: { cmsUserId: cmsUser.id },
    now: ctx.now(),
  });
  ctx.log.info({ siteUserId: user.id, cmsUserId: cmsUser.id, tenantKey }, 'cms user simulates a site user');
  await recordSiteUserLogin(ctx.db, {
    tenantKey,
    userId: user.id,
    kind: 'simulation',
    ip: ctx.ip,
    cmsUserId: cmsUser.id,
    now: ctx.now(),
  });
  return issued;
}
