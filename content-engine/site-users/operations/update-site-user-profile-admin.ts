import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { conflictOnUnique } from '../../core/unique-conflict.ts';
import { badInput, parseInput, required } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { assertSiteLoginFree } from '../login-taken.ts';
import { findSiteUserById, updateSiteUserRow } from '../queries.ts';
import { loadSiteUserInfo, type SiteUserInfo } from '../site-user-info.ts';
import { optionalText, profileFieldSchemas } from '../site-user-input.ts';
import { syncCommentingUser } from '../commenting-user-sync.ts';

const inputSchema = z.object({
  id: z.number(required).int().positive(),
  firstName: profileFieldSchemas.firstName,
  lastName: profileFieldSchemas.lastName,
  email: optionalText(320)
    .transform((email) => email?.toLowerCase() ?? null)
    .pipe(z.email('Enter a valid e-mail address.').nullable()),
  username: optionalText(320),
});

/**
 * An editor with manage_site_users changes a site user's names, e-mail or username; empty
 * fields are left out. A username with '@' must be the user's e-mail address; a username that
 * was the old address follows a new one.
 */
export async function updateSiteUserProfileAdmin({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<SiteUserInfo> {
  requirePermission(ctx, ['manage_site_users']);
  const tenantKey = tenantKeyOf(ctx);
  const values = parseInput(inputSchema, input);
  const user = await findSiteUserById(ctx.db, { tenantKey, id: values.id });
  if (!user) throw notFound(`Site user ${values.id}`);
  const email = values.email ?? user.email;
  const username =
    values.username ?? (values.email && user.username.toLowerCase() === user.email ? values.email : user.username);
  if (username.includes('@') && username.toLowerCase() !== email)
    throw badInput('username', "A username with '@' must be the user's e-mail address");
  await assertSiteLoginFree(ctx.db, {
    tenantKey,
    email: values.email ?? undefined,
    username: username === user.username ? undefined : username,
    exceptId: user.id,
  });
  const now = ctx.now();
  const changes = {
    first_name: values.firstName ?? undefined,
    last_name: values.lastName ?? undefined,
    email,
    username,
  };
  await conflictOnUnique(
    () => updateSiteUserRow(ctx.db, { tenantKey, id: user.id, now, changes }),
    'This e-mail address or username',
  );
  ctx.log.info({ siteUserId: user.id, cmsUserId: ctx.cmsUser?.id, tenantKey }, 'site user changed by an editor');
  void syncCommentingUser(ctx, { tenantKey, before: user });
  return loadSiteUserInfo(ctx.db, { tenantKey, userId: user.id, now });
}
