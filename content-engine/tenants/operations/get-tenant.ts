import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { parseInput, required } from '../../core/validate.ts';
import type { Tenant } from '../../core/tenant.ts';
import { visibleTenant } from '../tenant-access.ts';

const inputSchema = z.object({ key: z.string(required).trim().min(1).max(64) });

/** One tenant for its edit form (manage_modules); NOT_FOUND when unknown or not the caller's. */
export async function getTenant({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<Tenant> {
  const { key } = parseInput(inputSchema, input);
  return (await visibleTenant(ctx, key)).tenant;
}
