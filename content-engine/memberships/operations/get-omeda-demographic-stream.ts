import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { toConnection, type Connection } from '../../core/stream.ts';
import { parseInput } from '../../core/validate.ts';
import type { Demographic } from '../demographic.ts';
import { countDemographics, listDemographics } from '../demographic-queries.ts';

/** Spec public §9: demographic page size 10. */
export const defaultDemographicLimit = 10;

const inputSchema = z.object({
  demographicIds: z.array(z.number().int()).max(500).nullish(),
  limit: z.number().int().min(1).max(500).nullish(),
  skip: z.number().int().min(0).max(100_000).nullish(),
});

/** The tenant's demographic questions, all or those of `demographicIds`, by id, 10 per page. Public. */
export async function getOmedaDemographicStream({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<Connection<Demographic>> {
  const { demographicIds, limit, skip } = parseInput(inputSchema, input);
  const tenantKey = tenantKeyOf(ctx);
  const ids = demographicIds ?? null;
  const page = { limit: limit ?? defaultDemographicLimit, skip: skip ?? 0 };
  const [nodes, totalCount] = await Promise.all([
    listDemographics(ctx.db, tenantKey, { ids, ...page }),
    countDemographics(ctx.db, tenantKey, ids),
  ]);
  ctx.markCacheable?.();
  return toConnection(nodes, { skip: page.skip, totalCount });
}
