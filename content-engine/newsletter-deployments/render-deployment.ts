import type { EngineContext } from '../core/context.ts';
import { renderCampaign } from '../newsletter-render/render-campaign.ts';
import type { RenderedNewsletter } from '../shared/newsletters/render-input.ts';
import type { DeploymentCampaign } from './campaign-rows.ts';

/**
 * In the rendered message, where each recipient's own unsubscribe token goes. URL- and HTML-safe,
 * so the renderer passes it through untouched; the worker substitutes it per recipient.
 */
export const unsubscribeTokenPlaceholder = 'NL_UNSUBSCRIBE_TOKEN_PLACEHOLDER';

/**
 * The campaign rendered once for a deployment (content-engine/newsletter-render/), its
 * unsubscribe link carrying the placeholder; the preferences link is the account's newsletters.
 */
export async function renderForDeployment({
  ctx,
  campaign,
  origin,
  unsubscribeUrl,
}: {
  ctx: EngineContext;
  campaign: DeploymentCampaign;
  origin: string;
  unsubscribeUrl: string;
}): Promise<RenderedNewsletter> {
  return renderCampaign({
    ctx,
    campaignId: campaign.id,
    recipient: { unsubscribeUrl, preferencesUrl: `${origin}/account#manage-newsletters` },
  });
}
