import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { Issue } from '../magazine.ts';
import { countIssues, listIssues } from '../queries.ts';

const inputSchema = z.object({
  publicationId: z.number().int().positive().nullish(),
  excludeIssueIds: z.array(z.number().int()).max(1000).nullish(),
  pagination: z.object({ limit: z.number().int().min(1).max(1000).nullish(), skip: z.number().int().min(0).max(1_000_000).nullish() }).nullish(),
  sort: z.object({ field: z.enum(['mailDate', 'name']).nullish(), order: z.enum(['asc', 'desc']).nullish() }).nullish(),
});

export interface IssueStream {
  edges: { node: Issue }[];
  pageInfo: { hasNextPage: boolean; endCursor: null };
  totalCount: number;
}

/** Active issues of the tenant, optionally of one publication, newest mail date first by default. */
export async function getIssues({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<IssueStream> {
  const { publicationId, excludeIssueIds, pagination, sort } = parseInput(inputSchema, input);
  const limit = pagination?.limit ?? 13;
  const skip = pagination?.skip ?? 0;
  const tenantKey = tenantKeyOf(ctx);
  const filter = { publicationId, excludeIds: excludeIssueIds ?? [] };
  const [nodes, totalCount] = await Promise.all([
    listIssues(ctx.db, tenantKey, { ...filter, limit, skip, sort: { field: sort?.field ?? 'mailDate', order: sort?.order ?? 'desc' } }),
    countIssues(ctx.db, tenantKey, filter),
  ]);
  return { edges: nodes.map((node) => ({ node })), pageInfo: { hasNextPage: skip + nodes.length < totalCount, endCursor: null }, totalCount };
}
