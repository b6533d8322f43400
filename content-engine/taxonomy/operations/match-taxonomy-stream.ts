import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { toConnection } from '../../core/stream.ts';
import { taxonomyTypes } from '../../shared/enums.ts';
import { countTaxonomy, listTaxonomy } from '../queries.ts';
import type { TaxonomyStream } from './get-taxonomy-stream.ts';

const inputSchema = z.object({
  includeTypes: z.array(z.enum(taxonomyTypes)).max(taxonomyTypes.length).nullish(),
  excludeIds: z.array(z.number().int()).max(1000).nullish(),
  phrase: z.string().max(200).nullish(),
  sortField: z.enum(['name']).nullish(),
  sortOrder: z.enum(['asc', 'desc']).nullish(),
  limit: z.number().int().min(1).max(10_000).nullish(),
});

/** Active terms whose name contains the phrase (any case), for the admin's taxonomy selects. */
export async function matchTaxonomyStream({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<TaxonomyStream> {
  const { includeTypes, excludeIds, phrase, sortOrder, limit } = parseInput(inputSchema, input);
  const tenantKey = tenantKeyOf(ctx);
  const filter = { types: includeTypes ?? [], excludeIds: excludeIds ?? [], phrase: phrase?.trim() || undefined };
  const [nodes, totalCount] = await Promise.all([
    listTaxonomy(ctx.db, tenantKey, { ...filter, limit: limit ?? 1000, order: sortOrder ?? 'asc' }),
    countTaxonomy(ctx.db, tenantKey, filter),
  ]);
  return toConnection(nodes, { skip: 0, totalCount });
}
