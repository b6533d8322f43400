import type { EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { requirePermission } from '../../core/access.ts';
import { sanitizeBody } from '../../content/writes/sanitize-body.ts';
import type { NewsItem } from '../news-item.ts';
import { setNewsInput } from '../news-input.ts';
import { findNews, insertNews, updateNews } from '../queries.ts';
import { newsReader } from '../news-access.ts';
import { recordHistory } from '../../history/record-history.ts';

const newsFields = ({ title, description, date, status, alert }: NewsItem) => ({
  title,
  description,
  date,
  status,
  alert,
});

/** Creates an item, or replaces the one with `id`; the description is sanitised like content bodies. Needs manage_modules. */
export async function setAspireNews({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<NewsItem> {
  const { item } = parseInput(setNewsInput, input);
  requirePermission(ctx, ['manage_modules']);
  const { id, ...rest } = item;
  const fields = { ...rest, description: sanitizeBody(rest.description) };
  const now = ctx.now();

  const reader = newsReader(ctx);
  const savedId = await ctx.db.transaction(async (trx) => {
    const before = id === undefined ? null : await findNews(trx, { ...reader, id });
    if (id !== undefined && !before) throw notFound(`News item ${id}`);
    const written =
      id === undefined ? await insertNews(trx, fields, now) : (await updateNews(trx, id, fields, now), id);
    // Internal news is global: its history entries have no tenant.
    await recordHistory({
      ctx,
      db: trx,
      tenantKey: null,
      entityType: 'internal_news',
      entityId: written,
      action: before ? 'update' : 'create',
      before: before && newsFields(before),
      after: fields,
    });
    return written;
  });

  const saved = await findNews(ctx.db, { ...newsReader(ctx), id: savedId });
  if (!saved) throw notFound(`News item ${savedId}`);
  return saved;
}
