import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { EngineError, forbidden } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { getMailer } from '../../mail/index.ts';
import { permissions } from '../../shared/permissions.ts';
import { requirePermission } from '../access.ts';
import { adminLink, inviteEmail } from '../emails.ts';
import { existingTenantKeys, findRolePermissions, insertCmsUser, isLoginTaken, roleExists } from '../queries.ts';
import { issueToken } from '../token-queries.ts';
import { newFamily } from '../tokens.ts';
import { CmsUserStatus } from '../user.ts';

const required = (max: number) => z.string().trim().min(1, 'Field is required').max(max);

const inputSchema = z.object({
  email: z.string().trim().toLowerCase().max(320).pipe(z.email('Enter a valid e-mail address.')),
  username: required(200),
  firstName: required(100),
  lastName: required(100),
  role: z.string().max(80).default('editor'),
  extraPermissions: z.array(z.enum(permissions)).max(permissions.length).default([]),
  isGlobal: z.boolean().default(false),
  tenants: z.array(z.string().max(64)).max(1_000).default([]),
});

/**
 * Creates an inactive CMS user and e-mails an invitation link (/admin/user/activate?hash=…);
 * returns the new id and the invite token. The inviter can grant only what they hold.
 */
export async function inviteCmsUser({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<{ id: number; inviteToken: string }> {
  const user = parseInput(inputSchema, input);
  const inviter = requirePermission(ctx, ['manage_users']);
  if (!(await roleExists(ctx.db, user.role))) throw new EngineError('BAD_USER_INPUT', `Unknown role "${user.role}".`);
  const tenants = user.isGlobal ? [] : [...new Set(user.tenants)];
  if (!user.isGlobal && tenants.length === 0) throw new EngineError('BAD_USER_INPUT', 'A site-specific user needs at least one tenant.');
  const known = await existingTenantKeys(ctx.db, tenants);
  const unknown = tenants.filter((key) => !known.includes(key));
  if (unknown.length) throw new EngineError('BAD_USER_INPUT', `Unknown tenants: ${unknown.join(', ')}.`);

  if (!ctx.system) {
    const granted = [...(await findRolePermissions(ctx.db, user.role)), ...user.extraPermissions];
    if (granted.some((p) => !inviter.permissions.includes(p))) throw forbidden('You cannot grant permissions you do not hold.');
    if (!inviter.isGlobal && (user.isGlobal || tenants.some((key) => !inviter.tenants.includes(key)))) {
      throw forbidden('You can invite users only to your own tenants.');
    }
  }
  if (await isLoginTaken(ctx.db, user)) throw new EngineError('CONFLICT', 'A CMS user with this e-mail or username already exists.');

  const now = ctx.now();
  const { id, token } = await ctx.db.transaction(async (trx) => {
    const id = await insertCmsUser(trx, { ...user, tenants, passwordHash: null, status: CmsUserStatus.INACTIVE }, now);
    const { token } = await issueToken(trx, { userId: id, kind: 'invite', family: newFamily(), now });
    return { id, token };
  });
  const link = adminLink(ctx, `/admin/user/activate?hash=${encodeURIComponent(token)}`);
  getMailer()
    .send(inviteEmail({ to: user.email, firstName: user.firstName, link }))
    .catch((error: unknown) => ctx.log.error({ err: error, cmsUserId: id }, 'invitation e-mail failed'));
  return { id, inviteToken: token };
}
