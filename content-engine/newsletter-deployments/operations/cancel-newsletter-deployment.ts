import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { EngineError, notFound } from '../../core/errors.ts';
import { parseInput, required } from '../../core/validate.ts';
import { setCampaignStatus } from '../campaign-rows.ts';
import { findDeployment } from '../deployment-queries.ts';
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
      .andWhere((q) => q.whereNull('lease_owner').orWhere('lease_until', '<', now))
      .update({ status: 'Cancelled', finished_at: now, lease_owner: null, lease_until: null });
    if (cancelled !== 1)
      throw new EngineError(
        'CONFLICT',
        `This deployment has ${deployment.status === 'Cancelled' ? 'been cancelled' : 'started'} already.`,
      );
    if (deployment.kind === 'live')
      await setCampaignStatus(trx, { tenantKey, id: deployment.campaignId, status: 'Draft', now, scheduledAt: null });
  });
  const deployment = await findDeployment(ctx.db, id, tenantKey);
  if (!deployment) throw notFound(`Newsletter deployment ${id}`);
  const [view] = await deploymentViews(ctx.db, [deployment]);
  return view as DeploymentView;
}
