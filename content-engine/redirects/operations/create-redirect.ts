import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { emitChange } from '../../core/events.ts';
import { tags } from '../../core/change-tags.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { recordHistory } from '../../history/record-history.ts';
import type { Redirect } from '../redirect.ts';
import { createRedirectInput } from '../redirect-input.ts';
import { assertRedirectAllowed } from '../redirect-rules.ts';
import { insertRedirectRow } from '../writes.ts';

/** Adds a redirect; the source is stored normalised (lower case, one leading slash, no trailing one). */
export async function createRedirect({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<Redirect> {
  const { from, to, code } = parseInput(createRedirectInput, input);
  requirePermission(ctx, ['manage_redirects']);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  const id = await ctx.db.transaction(async (trx) => {
    await assertRedirectAllowed(trx, { tenantKey, from, to });
    const id = await insertRedirectRow(trx, { tenantKey, from, to, code, now });
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: 'redirect',
      entityId: id,
      action: 'create',
      after: { from, to, code },
    });
    return id;
  });

  emitChange(ctx, tenantKey, 'redirect', [tags.redirects, tags.path(from)]);
  return { id, from, to, code };
}
