import { z } from 'zod';
import { maxAtsJobs, type AtsJob } from '../../core/ats-jobs.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';

const inputSchema = z.object({ limit: z.number().int().min(1).max(maxAtsJobs) });

/**
 * The request tenant's open jobs (the catsone_jobs block, ADR 0070), through the engine's AtsJobs
 * port; only ever the request's own tenant. An adapter that fails gives none (logged): the block
 * is dropped and the page still renders.
 */
export async function listOpenJobs({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<AtsJob[]> {
  const { limit } = parseInput(inputSchema, input);
  const tenantKey = tenantKeyOf(ctx);
  try {
    return await ctx.atsJobs.listOpenJobs({ tenantKey, limit });
  } catch (error) {
    ctx.log.warn({ err: error, tenantKey }, 'job listings could not be read');
    return [];
  }
}
