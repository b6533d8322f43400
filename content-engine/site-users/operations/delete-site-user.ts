import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { parseInput, required } from '../../core/validate.ts';
import { adminTarget } from '../admin-target.ts';

const inputSchema = z.object({ id: z.number(required).int().positive() });

/**
 * Erases a site user (ADR 55): the row and, by the schema's cascades, their memberships,
 * newsletters, favourites, tokens (every session ends), login history and login days; their
 * tracking events stay without the user (SET NULL). The log keeps who erased which id, nothing
 * personal.
 */
export async function deleteSiteUser({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<boolean> {
  const { id } = parseInput(inputSchema, input);
  const { editor, tenantKey } = await adminTarget(ctx, id);
  await ctx.db.transaction(async (trx) => {
    // Explicit for the tables SQLite would leave if foreign keys were off; the cascades do the same.
    for (const table of [
      'registration_reminders',
      'site_user_tokens',
      'site_user_memberships',
      'site_user_newsletters',
      'site_user_favorites',
      'site_user_logins',
      'site_user_login_days',
    ])
      await trx(table).where({ site_user_id: id }).delete();
    await trx('site_users').where({ tenant_key: tenantKey, id }).delete();
  });
  ctx.log.info({ siteUserId: id, cmsUserId: editor.id, tenantKey }, 'site user erased by an editor');
  return true;
}
