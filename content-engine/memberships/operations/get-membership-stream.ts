import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { toConnection, type Connection } from '../../core/stream.ts';
import { parseInput } from '../../core/validate.ts';
import type { Membership } from '../membership.ts';
import { listMemberships } from '../queries.ts';

const inputSchema = z.object({
  status: z.number().int().min(0).max(10).nullish(),
  id: z.number().int().positive().nullish(),
});

/** The tenant's memberships (spec public §7 `getMembershipStream(status, id)`), by id; public. */
export async function getMembershipStream({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<Connection<Membership>> {
  const { status, id } = parseInput(inputSchema, input);
  const memberships = await listMemberships(ctx.db, tenantKeyOf(ctx), { status, id });
  ctx.markCacheable?.();
  return toConnection(memberships, { skip: 0, totalCount: memberships.length });
}
