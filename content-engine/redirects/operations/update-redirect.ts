import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { emitChange } from '../../core/events.ts';
import { tags } from '../../core/change-tags.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { recordHistory } from '../../history/record-history.ts';
import type { Redirect } from '../redirect.ts';
import { normaliseRedirectFrom, updateRedirectInput } from '../redirect-input.ts';
import { assertRedirectAllowed } from '../redirect-rules.ts';
import { findRedirectById, updateRedirectRow } from '../writes.ts';

/** Changes a redirect's source, target or code; fields left out keep their value. */
export async function updateRedirect({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<Redirect> {
  const { id, ...patch } = parseInput(updateRedirectInput, input);
  requirePermission(ctx, ['manage_redirects']);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  const { before, after } = await ctx.db.transaction(async (trx) => {
    const before = await findRedirectById(trx, tenantKey, id);
    if (!before) throw notFound(`Redirect ${id}`);
    const after = { id, from: patch.from ?? before.from, to: patch.to ?? before.to, code: patch.code ?? before.code };
    await assertRedirectAllowed(trx, { tenantKey, from: after.from, to: after.to, ignoreId: id });
    await updateRedirectRow(trx, { tenantKey, ...after, now });
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: 'redirect',
      entityId: id,
      action: 'update',
      before,
      after,
    });
    return { before, after };
  });

  emitChange(ctx, tenantKey, 'redirect', [
    tags.redirects,
    tags.path(normaliseRedirectFrom(before.from)),
    tags.path(after.from),
  ]);
  return after;
}
