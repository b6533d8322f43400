import type { EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { newsIdInput } from '../news-input.ts';
import { deleteNews, findNews } from '../queries.ts';
import { newsReader } from '../news-access.ts';
import { recordHistory } from '../../history/record-history.ts';

/** Deletes an item and its reads. Needs manage_modules. */
export async function deleteAspireNews({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<boolean> {
  const { id } = parseInput(newsIdInput, input);
  requirePermission(ctx, ['manage_modules']);
  const deleted = await ctx.db.transaction(async (trx) => {
    const before = await findNews(trx, { ...newsReader(ctx), id });
    const removed = await deleteNews(trx, id);
    if (removed)
      await recordHistory({
        ctx,
        db: trx,
        tenantKey: null,
        entityType: 'internal_news',
        entityId: id,
        action: 'delete',
        before: before && { title: before.title, date: before.date, status: before.status, alert: before.alert },
      });
    return removed;
  });
  if (!deleted) throw notFound(`News item ${id}`);
  return true;
}
