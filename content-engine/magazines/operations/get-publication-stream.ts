import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import type { Publication } from '../magazine.ts';
import { countPublications, listPublications } from '../queries.ts';

const inputSchema = z.object({
  pagination: z.object({ limit: z.number().int().min(1).max(1000).nullish(), skip: z.number().int().min(0).max(1_000_000).nullish() }).nullish(),
});

export interface PublicationStream {
  edges: { node: Publication }[];
  pageInfo: { hasNextPage: boolean; endCursor: null };
  totalCount: number;
}

/** The tenant's active publications by name (100 by default). */
export async function getPublicationStream({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<PublicationStream> {
  const { pagination } = parseInput(inputSchema, input);
  const limit = pagination?.limit ?? 100;
  const skip = pagination?.skip ?? 0;
  const tenantKey = tenantKeyOf(ctx);
  const [nodes, totalCount] = await Promise.all([listPublications(ctx.db, tenantKey, { limit, skip }), countPublications(ctx.db, tenantKey)]);
  return { edges: nodes.map((node) => ({ node })), pageInfo: { hasNextPage: skip + nodes.length < totalCount, endCursor: null }, totalCount };
}
