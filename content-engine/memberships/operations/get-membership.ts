import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import type { Membership } from '../membership.ts';
import { findMembership } from '../queries.ts';

const inputSchema = z.object({ id: z.number().int().positive() });

/** One membership of the tenant, whatever its status; NOT_FOUND otherwise. Public. */
export async function getMembership({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<Membership> {
  const { id } = parseInput(inputSchema, input);
  const membership = await findMembership(ctx.db, tenantKeyOf(ctx), id);
  if (!membership) throw notFound(`Membership ${id}`);
  ctx.markCacheable?.();
  return membership;
}
