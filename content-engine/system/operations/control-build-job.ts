import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import type { BuildJob } from '../../core/build-jobs.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { recordHistory } from '../../history/record-history.ts';
import { requireSystemViewer } from '../system-access.ts';

const inputSchema = z.object({ id: z.number().int().min(1) });

async function visibleJob(ctx: EngineContext, input: unknown) {
  const { id } = parseInput(inputSchema, input);
  const { user, tenantKeys } = await requireSystemViewer(ctx);
  const job = await ctx.buildJobs.get(id);
  // Another tenant's job is as unknown as a missing one.
  if (!job || !tenantKeys.includes(job.tenantKey)) throw notFound(`Build job ${id}`);
  return { user, job };
}

async function controlled(
  ctx: EngineContext,
  before: BuildJob,
  after: BuildJob,
  action: 'retry_build_job' | 'cancel_build_job',
) {
  await recordHistory({
    ctx,
    tenantKey: after.tenantKey,
    entityType: 'build',
    entityId: after.id,
    action,
    before: { status: before.status, error: before.error },
    after: { status: after.status, error: after.error },
  });
  return after;
}

/** A failed job of a visible tenant queued again (manage_modules). */
export async function retryBuildJob({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<BuildJob> {
  const { user, job } = await visibleJob(ctx, input);
  return controlled(ctx, job, await ctx.buildJobs.retry(job.id, user.username), 'retry_build_job');
}

/** A queued job of a visible tenant cancelled; a running one is refused (manage_modules). */
export async function cancelBuildJob({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<BuildJob> {
  const { user, job } = await visibleJob(ctx, input);
  return controlled(ctx, job, await ctx.buildJobs.cancel(job.id, user.username), 'cancel_build_job');
}
