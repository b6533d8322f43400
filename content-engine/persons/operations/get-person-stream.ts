import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { forbidden } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { ContentStatus, contentStatusNames } from '../../shared/enums.ts';
import type { Person } from '../person.ts';
import { countPersons, listPersons } from '../queries.ts';

// GraphQL's ContentStatus enum carries the numeric values; in-process callers may pass names.
const statusValue = z.union([z.enum(contentStatusNames).transform((name) => ContentStatus[name]), z.union([z.literal(0), z.literal(1), z.literal(2)])]);

const inputSchema = z.object({
  status: z.array(statusValue).min(1).max(contentStatusNames.length).nullish(),
  pagination: z.object({ limit: z.number().int().min(1).max(10_000).nullish(), skip: z.number().int().min(0).max(1_000_000).nullish() }).nullish(),
  sort: z.object({ field: z.enum(['fullName']).nullish(), order: z.enum(['asc', 'desc']).nullish() }).nullish(),
});

export interface PersonStream {
  edges: { node: Person }[];
  pageInfo: { hasNextPage: boolean; endCursor: null };
  totalCount: number;
}

/**
 * The tenant's people by full name (published only by default; 100 by default). Draft and
 * deleted people are for CMS users only.
 */
export async function getPersonStream({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<PersonStream> {
  const { status, pagination, sort } = parseInput(inputSchema, input);
  const statuses = status ?? [ContentStatus.PUBLISHED];
  if (statuses.some((value) => value !== ContentStatus.PUBLISHED) && !ctx.cmsUser && !ctx.system) throw forbidden('Only CMS users may list unpublished people.');
  const tenantKey = tenantKeyOf(ctx);
  const filter = { statuses };
  const limit = pagination?.limit ?? 100;
  const skip = pagination?.skip ?? 0;
  const [nodes, totalCount] = await Promise.all([
    listPersons(ctx.db, tenantKey, { ...filter, limit, skip, order: sort?.order ?? 'asc' }),
    countPersons(ctx.db, tenantKey, filter),
  ]);
  return { edges: nodes.map((node) => ({ node })), pageInfo: { hasNextPage: skip + nodes.length < totalCount, endCursor: null }, totalCount };
}
