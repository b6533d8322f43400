import type { EngineContext } from '../../core/context.ts';
import { requirePermission } from '../../core/access.ts';
import { recordHistory } from '../../history/record-history.ts';
import { jobPriority, type BuildJob } from '../../core/build-jobs.ts';
import { requireTenantCmsUser } from '../access.ts';

/**
 * Queues a full build of the request's tenant (or returns its full build already queued). Needs
 * manage_site_settings: a whole-site rebuild is a site-wide operation, like the settings that
 * trigger one themselves, and it costs minutes of the build machine.
 */
export async function requestFullBuild({ ctx }: { ctx: EngineContext }): Promise<BuildJob> {
  const { tenantKey } = requireTenantCmsUser(ctx);
  const user = requirePermission(ctx, ['manage_site_settings']);
  const job = await ctx.buildJobs.enqueue({
    tenantKey,
    kind: 'full',
    priority: jobPriority.manualFull,
    reason: `full build requested by ${user.username}`,
  });
  await recordHistory({
    ctx,
    tenantKey,
    entityType: 'build',
    entityId: job.id,
    action: 'request_full_build',
    after: { kind: job.kind, status: job.status },
  });
  return job;
}
