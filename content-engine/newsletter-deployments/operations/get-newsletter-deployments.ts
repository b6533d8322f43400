import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { parseInput, required } from '../../core/validate.ts';
import { listCampaignDeployments } from '../deployment-queries.ts';
import { deploymentAccess } from '../deployment-access.ts';
import { deploymentViews, type DeploymentView } from '../deployment-view.ts';

const inputSchema = z.object({ campaignId: z.number(required).int().positive() });

/** The campaign's deployments, newest first, with each one's failed and skipped recipients and why. */
export async function getNewsletterDeployments({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<DeploymentView[]> {
  const { campaignId } = parseInput(inputSchema, input);
  const { tenantKey } = deploymentAccess(ctx);
  return deploymentViews(ctx.db, await listCampaignDeployments(ctx.db, tenantKey, campaignId));
}
