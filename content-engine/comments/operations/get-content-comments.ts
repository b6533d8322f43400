import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput, required } from '../../core/validate.ts';
import { commentLimits } from '../../shared/commenting.ts';
import type { Comment } from '../comment.ts';
import { isPublicContent, listApprovedComments } from '../queries.ts';
import { requireLocalCommenting } from '../../commenting-service/site-commenting.ts';

const inputSchema = z.object({
  contentId: z.number(required).int().positive(),
  page: z
    .number()
    .int()
    .min(1, 'Pages start at 1')
    .max(10_000)
    .nullish()
    .transform((page) => page ?? 1),
  limit: z
    .number()
    .int()
    .min(1)
    .max(commentLimits.maxPageSize)
    .nullish()
    .transform((limit) => limit ?? commentLimits.pageSize),
});

export interface ContentComments {
  comments: Comment[];
  totalCount: number;
  pageInfo: { page: number; limit: number; totalPages: number; hasNextPage: boolean };
}

/**
 * A public content item's approved comments, newest first, a page at a time (spec public §1
 * "Commenting"): NOT_FOUND where commenting is not active, and for an item the site does not show.
 */
export async function getContentComments({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<ContentComments> {
  const { contentId, page, limit } = parseInput(inputSchema, input);
  const { tenantKey } = await requireLocalCommenting(ctx);
  if (!(await isPublicContent(ctx.db, { tenantKey, contentId, now: ctx.now() })))
    throw notFound(`Content ${contentId}`);
  const { comments, totalCount } = await listApprovedComments(ctx.db, {
    tenantKey,
    contentId,
    limit,
    offset: (page - 1) * limit,
  });
  const totalPages = Math.ceil(totalCount / limit);
  return { comments, totalCount, pageInfo: { page, limit, totalPages, hasNextPage: page < totalPages } };
}
