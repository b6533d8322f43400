import type { EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { newsReader } from '../news-access.ts';
import type { NewsItem } from '../news-item.ts';
import { newsStreamInput } from '../news-input.ts';
import { listNews } from '../queries.ts';

/**
 * The internal news for the signed-in CMS user, newest first (10 by default), with their hasRead;
 * optionally only unread ones or one status. Drafts only for manage_modules.
 */
export async function getAspireNewsStream({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<{ items: NewsItem[]; totalCount: number }> {
  const { skip, limit, hideRead, status } = parseInput(newsStreamInput, input);
  const reader = newsReader(ctx);
  const statuses = status === undefined ? reader.statuses : reader.statuses.filter((s) => s === status);
  if (statuses.length === 0) return { items: [], totalCount: 0 };
  return listNews(ctx.db, { cmsUserId: reader.cmsUserId, statuses, hideRead }, { limit, skip });
}
