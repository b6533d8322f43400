import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { paginationInput, pageOf, toConnection, type Connection } from '../../core/stream.ts';
import { taxonomyTypes } from '../../shared/enums.ts';
import { countTaxonomy, listTaxonomy } from '../queries.ts';
import type { TaxonomyTerm } from '../taxonomy.ts';

const inputSchema = z.object({
  includeTypes: z.array(z.enum(taxonomyTypes)).max(taxonomyTypes.length).nullish(),
  includeIds: z.array(z.number().int()).max(1000).nullish(),
  phrase: z.string().max(200).nullish(),
  pagination: paginationInput(10_000),
});

export type TaxonomyStream = Connection<TaxonomyTerm>;

/** The tenant's active terms by name, optionally of some types or ids or matching a phrase (1000 by default). */
export async function getTaxonomyStream({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<TaxonomyStream> {
  const { includeTypes, includeIds, phrase, pagination } = parseInput(inputSchema, input);
  const { limit, skip } = pageOf(pagination, 1000);
  const tenantKey = tenantKeyOf(ctx);
  const filter = {
    types: includeTypes ?? [],
    includeIds: includeIds?.length ? includeIds : undefined,
    phrase: phrase?.trim() || undefined,
  };
  const [nodes, totalCount] = await Promise.all([
    listTaxonomy(ctx.db, tenantKey, { ...filter, limit, skip }),
    countTaxonomy(ctx.db, tenantKey, filter),
  ]);
  return toConnection(nodes, { skip, totalCount });
}
