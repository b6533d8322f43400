import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { paginationInput, pageOf, toConnection, type Connection } from '../../core/stream.ts';
import { parseInput } from '../../core/validate.ts';
import { buildJobStatuses, type BuildJob } from '../../core/build-jobs.ts';
import { requireTenantCmsUser } from '../access.ts';

const inputSchema = z.object({
  status: z.enum(buildJobStatuses).nullish(),
  /** Jobs regenerating this change tag, e.g. `content:12`. */
  tag: z.string().trim().min(1).max(200).nullish(),
  pagination: paginationInput(500),
});

/** The tenant's build jobs, newest first (50 by default), optionally of one status or one change tag. */
export async function getBuildJobs({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<Connection<BuildJob>> {
  const { status, tag, pagination } = parseInput(inputSchema, input);
  const { tenantKey } = requireTenantCmsUser(ctx);
  const { limit, skip } = pageOf(pagination, 50);
  const { jobs, totalCount } = await ctx.buildJobs.list({
    tenantKey,
    status: status ?? undefined,
    tag: tag ?? undefined,
    limit,
    offset: skip,
  });
  return toConnection(jobs, { skip, totalCount });
}
