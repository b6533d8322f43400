import { z } from 'zod';
import { maxAtsJobs, type AtsJob } from '../../core/ats-jobs.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';

const inputSchema = z.object({ limit: z.number().int().min(1).max(maxAtsJobs) });

/**
 * The request tenant's open jobs (the catsone_jobs block, ADR 0070), through the engine's AtsJobs
 * port; only ever the request's own tenant. An adapter that fails with nothing cached throws: the
 * block is left out and the page is served but not stored, so the next request tries again (ADR 67).
 */
export async function listOpenJobs({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<AtsJob[]> {
  const { limit } = parseInput(inputSchema, input);
  return ctx.atsJobs.listOpenJobs({ tenantKey: tenantKeyOf(ctx), limit });
}
