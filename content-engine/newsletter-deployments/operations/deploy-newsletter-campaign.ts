import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { EngineError, notFound } from '../../core/errors.ts';
import { badInput, parseInput, required } from '../../core/validate.ts';
import { findDeploymentCampaign, moveCampaignStatus } from '../campaign-rows.ts';
import { findDeployment, findOpenLiveDeployment, insertDeployment } from '../deployment-queries.ts';
import { deploymentAccess } from '../deployment-access.ts';
import { deploymentViews, type DeploymentView } from '../deployment-view.ts';
import { wakeDeploymentWorkers } from '../wake.ts';

const inputSchema = z.object({
  campaignId: z.number(required).int().positive(),
  /** Epoch ms; absent or past: now. */
  at: z.number().int().nonnegative().nullish(),
});

/** Schedules the campaign's live deployment (the campaign becomes Scheduled); a time in the past means now. */
export async function deployNewsletterCampaign({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<DeploymentView> {
  const { campaignId, at } = parseInput(inputSchema, input);
  const { user, tenantKey } = deploymentAccess(ctx);
  const now = ctx.now();
  const scheduledAt = Math.max(at ?? now, now);
  const id = await ctx.db.transaction(async (trx) => {
    const campaign = await findDeploymentCampaign(trx, tenantKey, campaignId);
    if (!campaign) throw notFound(`Newsletter campaign ${campaignId}`);
    if (campaign.status === 'Sending' || campaign.status === 'Sent')
      throw new EngineError('CONFLICT', `This campaign is already ${campaign.status.toLowerCase()}.`);
    if (!campaign.template.newsletterId) throw badInput('campaignId', 'The template names no newsletter to send to.');
    // Moving the campaign first takes its row: a second deploy racing this one waits here, then
    // sees this one's deployment below (and the unique index of migration 0037 backs that up).
    if (
      !(await moveCampaignStatus(trx, {
        tenantKey,
        id: campaignId,
        from: ['Draft', 'Scheduled'],
        to: 'Scheduled',
        now,
        scheduledAt,
      }))
    )
      throw new EngineError('CONFLICT', 'This campaign is already sending or sent.');
    if (await findOpenLiveDeployment(trx, tenantKey, campaignId))
      throw new EngineError('CONFLICT', 'This campaign is already scheduled: cancel that deployment first.');
    const deploymentId = await insertDeployment(trx, {
      tenantKey,
      campaignId,
      kind: 'live',
      provider: ctx.newsletters.name,
      status: 'Scheduled',
      scheduledAt,
      requestedBy: user.id || null,
      now,
    });
    return deploymentId;
  });
  wakeDeploymentWorkers();
  const deployment = await findDeployment(ctx.db, id, tenantKey);
  if (!deployment) throw notFound(`Newsletter deployment ${id}`);
  const [view] = await deploymentViews(ctx.db, [deployment]);
  return view as DeploymentView;
}
