import type { EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { newsReader } from '../news-access.ts';
import type { NewsItem } from '../news-item.ts';
import { newsIdInput } from '../news-input.ts';
import { findNews, insertNewsRead } from '../queries.ts';

/** Marks an item read for the signed-in CMS user; idempotent (the first read time is kept). */
export async function markAspireNewsRead({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<NewsItem> {
  const { id } = parseInput(newsIdInput, input);
  const reader = newsReader(ctx);
  const item = await findNews(ctx.db, { ...reader, id });
  if (!item) throw notFound(`News item ${id}`);
  if (item.hasRead || !ctx.cmsUser) return item;
  await insertNewsRead(ctx.db, { cmsUserId: ctx.cmsUser.id, newsId: id, at: ctx.now() });
  return { ...item, hasRead: true };
}
