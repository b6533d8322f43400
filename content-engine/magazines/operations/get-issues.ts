import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { paginationInput, pageOf, toConnection, type Connection } from '../../core/stream.ts';
import type { Issue } from '../magazine.ts';
import { countIssues, listIssues } from '../queries.ts';

const inputSchema = z.object({
  publicationId: z.number().int().positive().nullish(),
  excludeIssueIds: z.array(z.number().int()).max(1000).nullish(),
  pagination: paginationInput(1000),
  sort: z.object({ field: z.enum(['mailDate', 'name']).nullish(), order: z.enum(['asc', 'desc']).nullish() }).nullish(),
});

export type IssueStream = Connection<Issue>;

/** Active issues of the tenant, optionally of one publication, newest mail date first by default. */
export async function getIssues({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<IssueStream> {
  const { publicationId, excludeIssueIds, pagination, sort } = parseInput(inputSchema, input);
  const { limit, skip } = pageOf(pagination, 13);
  const tenantKey = tenantKeyOf(ctx);
  const filter = { publicationId, excludeIds: excludeIssueIds ?? [] };
  const [nodes, totalCount] = await Promise.all([
    listIssues(ctx.db, tenantKey, {
      ...filter,
      limit,
      skip,
      sort: { field: sort?.field ?? 'mailDate', order: sort?.order ?? 'desc' },
    }),
    countIssues(ctx.db, tenantKey, filter),
  ]);
  return toConnection(nodes, { skip, totalCount });
}
