import type { ChangeTag } from '../core/change-tags.ts';
import { tenantKeyOf, type EngineContext } from '../core/context.ts';
import { notFound } from '../core/errors.ts';
import { requireNewsletters } from '../newsletters/newsletter-access.ts';
import type { NewsletterRenderInput, RenderedNewsletter } from '../shared/newsletters/render-input.ts';
import type { NewsletterTemplatePayload } from '../shared/newsletters/template-schema.ts';
import { siteOrigin } from '../tenants/site-origin.ts';
import { findCampaignFields } from '../newsletters/campaign-records.ts';
import { renderNewsletter } from './render-newsletter.ts';
import { resolveNewsletter, resolveNewsletterWithDependencies } from './resolve-newsletter.ts';

/*
 * The e-mails the engine sends and the archive shows. No user access check: the deployment worker
 * (system) and the site's archive call these; the preview operations check before they call.
 * The tenant's newsletters module must be on.
 */

/** The campaign's page in the web archive, or null when it is hidden from the web. */
export const campaignWebUrl = (ctx: EngineContext, campaign: { id: number; hideOnWeb: boolean }) =>
  campaign.hideOnWeb ? null : `${siteOrigin(ctx.tenant!)}/newsletter/${campaign.id}`;

/**
 * A saved campaign rendered as it is sent: to `recipient` with their links, or for the archive;
 * with the change tags of what it shows besides the campaign and its template (`dependsOn`, see
 * resolveNewsletterWithDependencies), which the archive's page carries.
 */
export async function renderCampaign({
  ctx,
  campaignId,
  recipient,
  webVersion = true,
}: {
  ctx: EngineContext;
  campaignId: number;
  recipient?: NewsletterRenderInput['recipient'];
  /** The "view in your browser" line; the archive's own page leaves it out. */
  webVersion?: boolean;
}): Promise<RenderedNewsletter & { dependsOn: ChangeTag[] }> {
  requireNewsletters(ctx, 'Newsletter campaign');
  const campaign = await findCampaignFields(ctx.db, tenantKeyOf(ctx), campaignId);
  if (!campaign) throw notFound('Newsletter campaign');
  const { input, dependsOn } = await resolveNewsletterWithDependencies({
    ctx,
    templateId: campaign.templateId,
    date: campaign.date,
    blockItems: campaign.blockItems,
    subject: campaign.subject,
    preheader: campaign.preheader,
    campaignId,
    webVersionUrl: webVersion ? campaignWebUrl(ctx, { id: campaignId, hideOnWeb: campaign.hideOnWeb }) : null,
    recipient,
  });
  return { ...(await renderNewsletter(input)), dependsOn };
}

/** A template (saved, or the payload being edited) for a date, filled as a preview fills it. */
export async function renderTemplatePreview({
  ctx,
  templateId,
  payload,
  date,
  blockItems,
  subject,
  preheader,
  campaignId,
}: {
  ctx: EngineContext;
  templateId: number;
  payload?: NewsletterTemplatePayload;
  date: string;
  blockItems?: Record<string, number[]>;
  subject?: string;
  preheader?: string;
  campaignId?: number | null;
}): Promise<RenderedNewsletter> {
  requireNewsletters(ctx, 'Newsletter template');
  const input = await resolveNewsletter({ ctx, templateId, payload, date, blockItems, subject, preheader, campaignId });
  return renderNewsletter(input);
}
