import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { emitChange } from '../../core/events.ts';
import { tags } from '../../core/change-tags.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { recordHistory } from '../../history/record-history.ts';
import { deleteRedirectInput, normaliseRedirectFrom } from '../redirect-input.ts';
import { deleteRedirectRow, findRedirectById } from '../writes.ts';

export async function deleteRedirect({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<boolean> {
  const { id } = parseInput(deleteRedirectInput, input);
  requirePermission(ctx, ['manage_redirects']);
  const tenantKey = tenantKeyOf(ctx);

  const from = await ctx.db.transaction(async (trx) => {
    const redirect = await findRedirectById(trx, tenantKey, id);
    if (!redirect) throw notFound(`Redirect ${id}`);
    await deleteRedirectRow(trx, tenantKey, id);
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: 'redirect',
      entityId: id,
      action: 'delete',
      before: redirect,
    });
    return redirect.from;
  });

  emitChange(ctx, tenantKey, 'redirect', [tags.redirects, tags.path(normaliseRedirectFrom(from))]);
  return true;
}
