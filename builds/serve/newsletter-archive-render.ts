import type { ChangeTag } from '../../content-engine/core/change-tags.ts';
import type { EngineContext } from '../../content-engine/core/context.ts';
import type { Tenant } from '../../content-engine/core/tenant.ts';
import { renderCampaign } from '../../content-engine/newsletter-render/render-campaign.ts';
import type { ArchivedCampaign } from './newsletter-archive.ts';

/**
 * The e-mail HTML of an archived campaign, as the web archive shows it: the campaign rendered as
 * sent but without a recipient (no per-recipient or unsubscribe links) and without the "view in
 * your browser" line (this is the browser's view); with the change tags of what it shows
 * besides the campaign and its template (renderCampaign's `dependsOn`).
 */
export async function renderArchivedCampaign(
  ctx: EngineContext & { tenant: Tenant },
  campaign: ArchivedCampaign,
): Promise<{ html: string; dependsOn: ChangeTag[] }> {
  const { html, dependsOn } = await renderCampaign({ ctx, campaignId: campaign.id, webVersion: false });
  return { html, dependsOn };
}
