import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { requireGlobalAdministrator } from '../error-events-access.ts';
import { listErrorEvents } from '../queries.ts';

const input = z.object({
  search: z.string().max(200, 'At most 200 characters').nullish(),
  includeResolved: z.boolean().nullish(),
  skip: z.number().int().min(0).nullish(),
  limit: z.number().int().min(1).max(100, 'At most 100').nullish(),
});

/** The error groups of the whole installation, most recently seen first (global administrators only). */
export async function errorEvents({ ctx, input: raw }: { ctx: EngineContext; input: unknown }) {
  const { search, includeResolved, skip, limit } = parseInput(input, raw);
  requireGlobalAdministrator(ctx);
  return listErrorEvents(
    ctx.db,
    { search: search ?? undefined, includeResolved: includeResolved ?? false },
    { skip: skip ?? 0, limit: limit ?? 25 },
  );
}
