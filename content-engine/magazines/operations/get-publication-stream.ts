import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { paginationInput, pageOf, toConnection, type Connection } from '../../core/stream.ts';
import type { Publication } from '../magazine.ts';
import { countPublications, listPublications } from '../queries.ts';

const inputSchema = z.object({
  pagination: paginationInput(1000),
});

export type PublicationStream = Connection<Publication>;

/** The tenant's active publications by name (100 by default). */
export async function getPublicationStream({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<PublicationStream> {
  const { pagination } = parseInput(inputSchema, input);
  const { limit, skip } = pageOf(pagination, 100);
  const tenantKey = tenantKeyOf(ctx);
  const [nodes, totalCount] = await Promise.all([
    listPublications(ctx.db, tenantKey, { limit, skip }),
    countPublications(ctx.db, tenantKey),
  ]);
  return toConnection(nodes, { skip, totalCount });
}
