import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import type { BuildJob, BuildJobEvent } from '../../core/build-jobs.ts';
import { requireTenantCmsUser } from '../access.ts';

const inputSchema = z.object({ id: z.number().int().min(1) });

export type BuildJobWithEvents = BuildJob & { events: BuildJobEvent[] };

/** One of the tenant's build jobs with its event log; another tenant's job is NOT_FOUND. */
export async function getBuildJob({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<BuildJobWithEvents> {
  const { id } = parseInput(inputSchema, input);
  const { tenantKey } = requireTenantCmsUser(ctx);
  const queue = ctx.buildJobs;
  const job = await queue.get(id);
  if (!job || job.tenantKey !== tenantKey) throw notFound(`Build job ${id}`);
  return { ...job, events: await queue.events(id) };
}
