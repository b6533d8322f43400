import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { EngineError, notFound } from '../../core/errors.ts';
import { parseInput, required } from '../../core/validate.ts';
import { moveCampaignStatus } from '../campaign-rows.ts';
import { findDeployment, leaseSkewMargin } from '../deployment-queries.ts';
import { deploymentAccess } from '../deployment-access.ts';
import { deploymentViews, type DeploymentView } from '../deployment-view.ts';

const inputSchema = z.object({ id: z.number(required).int().positive() });

/**
 * Cancels a deployment that has not started (Scheduled, no worker holding it); the campaign goes
 * back to Draft. One that started is CONFLICT: its recipients are already being sent to.
 */
export async function cancelNewsletterDeployment({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<DeploymentView> {
  const { id } = parseInput(inputSchema, input);
  const { tenantKey } = deploymentAccess(ctx);
  const now = ctx.now();
  await ctx.db.transaction(async (trx) => {
    const deployment = await findDeployment(trx, id, tenantKey);
    if (!deployment) throw notFound(`Newsletter deployment ${id}`);
    const cancelled = await trx('newsletter_deployments')
      .where({ id, tenant_key: tenantKey, status: 'Scheduled' })
      // Not while a worker may hold it: another process's clock may run ahead, so its lease counts
      // as lapsed only the largest skew margin after its end.
      .andWhere((q) => q.whereNull('lease_owner').orWhere('lease_until', '<', now - leaseSkewMargin(Infinity)))
      .update({ status: 'Cancelled', finished_at: now, lease_owner: null, lease_until: null });
    if (cancelled !== 1)
      throw new EngineError(
        'CONFLICT',
        `This deployment has ${deployment.status === 'Cancelled' ? 'been cancelled' : 'started'} already.`,
      );
    if (deployment.kind === 'live')
      await moveCampaignStatus(trx, {
        tenantKey,
        id: deployment.campaignId,
        from: ['Scheduled'],
        to: 'Draft',
        now,
        scheduledAt: null,
      });
  });
  const deployment = await findDeployment(ctx.db, id, tenantKey);
  if (!deployment) throw notFound(`Newsletter deployment ${id}`);
  const [view] = await deploymentViews(ctx.db, [deployment]);
  return view as DeploymentView;
}
