import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { badInput, parseInput, required } from '../../core/validate.ts';
import { findDeploymentCampaign } from '../campaign-rows.ts';
import { insertTestDeliveries } from '../delivery-queries.ts';
import { claimDueDeployment, findDeployment, insertDeployment } from '../deployment-queries.ts';
import { deploymentAccess } from '../deployment-access.ts';
import { deploymentViews, type DeploymentView } from '../deployment-view.ts';
import { workDeployment } from '../work-deployment.ts';
import { workerOptionsFromEnv } from '../worker-options.ts';

export const maxTestRecipients = 20;

const inputSchema = z.object({
  campaignId: z.number(required).int().positive(),
  emails: z
    .array(z.email('Must be an e-mail address').max(320))
    .max(maxTestRecipients, `At most ${maxTestRecipients} addresses`)
    .nullish()
    .transform((list) => list ?? []),
});

/**
 * Sends the campaign at once to the addresses given, or to the template's default testers when
 * none are: subject prefixed `[TEST] `, recorded as a `test` deployment (returned when done).
 */
export async function sendNewsletterTest({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<DeploymentView> {
  const { campaignId, emails } = parseInput(inputSchema, input);
  const { user, tenantKey } = deploymentAccess(ctx);
  const campaign = await findDeploymentCampaign(ctx.db, tenantKey, campaignId);
  if (!campaign) throw notFound(`Newsletter campaign ${campaignId}`);
  const chosen = emails.length ? emails : campaign.template.defaultTesters.map((t) => t.emailAddress);
  const recipients = [...new Set(chosen.map((email) => email.trim().toLowerCase()))].slice(0, maxTestRecipients);
  if (recipients.length === 0) throw badInput('emails', 'Add an address: the template has no default testers.');

  const now = ctx.now();
  const id = await ctx.db.transaction(async (trx) => {
    const deploymentId = await insertDeployment(trx, {
      tenantKey,
      campaignId,
      kind: 'test',
      provider: ctx.newsletters.name,
      status: 'Scheduled',
      scheduledAt: now,
      requestedBy: user.id || null,
      now,
    });
    await insertTestDeliveries(trx, { tenantKey, deploymentId, emails: recipients });
    return deploymentId;
  });
  const options = workerOptionsFromEnv(process.env);
  const claimed = await claimDueDeployment(ctx.db, { owner: options.owner, now, leaseMs: options.leaseMs, id });
  // A worker that claimed it first sends it just the same.
  if (claimed) await workDeployment(ctx, claimed, options);
  const deployment = await findDeployment(ctx.db, id, tenantKey);
  if (!deployment) throw notFound(`Newsletter deployment ${id}`);
  const [view] = await deploymentViews(ctx.db, [deployment]);
  return view as DeploymentView;
}
