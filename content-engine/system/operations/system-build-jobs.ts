import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { buildJobStatuses, type BuildJob } from '../../core/build-jobs.ts';
import { parseInput } from '../../core/validate.ts';
import { requireSystemViewer } from '../system-access.ts';

const inputSchema = z.object({
  status: z.enum(buildJobStatuses).nullish(),
  tenantKey: z.string().trim().min(1).max(100).nullish(),
  skip: z.number().int().min(0).nullish(),
  limit: z.number().int().min(1).max(200, 'At most 200').nullish(),
});

/**
 * The build jobs of every tenant the caller may see (or of one of them), newest first, 25 a page
 * by default. Another tenant's key gives an empty list, as an unknown one does.
 */
export async function buildJobs({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<{ items: BuildJob[]; totalCount: number }> {
  const { status, tenantKey, skip, limit } = parseInput(inputSchema, input);
  const { tenantKeys } = await requireSystemViewer(ctx);
  const keys = tenantKey ? tenantKeys.filter((key) => key === tenantKey) : tenantKeys;
  if (keys.length === 0) return { items: [], totalCount: 0 };
  const { jobs, totalCount } = await ctx.buildJobs.list({
    tenantKey: keys,
    status: status ?? undefined,
    limit: limit ?? 25,
    offset: skip ?? 0,
  });
  return { items: jobs, totalCount };
}
