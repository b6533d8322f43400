import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { taxonomyTypes } from '../../shared/enums.ts';
import { countTaxonomy, listTaxonomy } from '../queries.ts';
import type { Taxonomy } from '../taxonomy.ts';

const inputSchema = z.object({
  includeTypes: z.array(z.enum(taxonomyTypes)).max(taxonomyTypes.length).nullish(),
  includeIds: z.array(z.number().int()).max(1000).nullish(),
  pagination: z.object({ limit: z.number().int().min(1).max(10_000).nullish(), skip: z.number().int().min(0).max(1_000_000).nullish() }).nullish(),
});

export interface TaxonomyStream {
  edges: { node: Taxonomy }[];
  pageInfo: { hasNextPage: boolean; endCursor: null };
  totalCount: number;
}

/** The tenant's active terms by name, optionally of some types or ids (1000 by default). */
export async function getTaxonomyStream({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<TaxonomyStream> {
  const { includeTypes, includeIds, pagination } = parseInput(inputSchema, input);
  const limit = pagination?.limit ?? 1000;
  const skip = pagination?.skip ?? 0;
  const tenantKey = tenantKeyOf(ctx);
  const filter = { types: includeTypes ?? [], includeIds: includeIds?.length ? includeIds : undefined };
  const [nodes, totalCount] = await Promise.all([listTaxonomy(ctx.db, tenantKey, { ...filter, limit, skip }), countTaxonomy(ctx.db, tenantKey, filter)]);
  return { edges: nodes.map((node) => ({ node })), pageInfo: { hasNextPage: skip + nodes.length < totalCount, endCursor: null }, totalCount };
}
