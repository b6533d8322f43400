import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import {
  campaignPermission,
  newsletterAccess,
  templateBasicPermission,
  templatePermission,
} from '../../newsletters/newsletter-access.ts';
import { idField } from '../../newsletters/newsletter-input.ts';
import { sanitisedPayload } from '../../newsletters/template-payload.ts';
import { findTemplateFields } from '../../newsletters/template-records.ts';
import { campaignDaySchema, newsletterCampaignInputSchema } from '../../shared/newsletters/campaign-schema.ts';
import { newsletterTemplatePayloadSchema } from '../../shared/newsletters/template-schema.ts';
import { findCampaignFields } from '../../newsletters/campaign-records.ts';
import { renderTemplatePreview } from '../render-campaign.ts';

/*
 * The admin's previews: a template as it is being edited (unsaved payload allowed), and a
 * campaign as it is being edited (unsaved subject, preheader and items allowed), rendered exactly
 * as they would be sent, without a recipient's personal links.
 */

export interface NewsletterPreview {
  subject: string;
  preheader: string;
  html: string;
  text: string;
  /** The HTML's size in bytes (Gmail clips above gmailClipBytes). */
  bytes: number;
}

const previewers = [templatePermission, templateBasicPermission, campaignPermission];

const templatePreviewInput = z.object({
  templateId: idField,
  /** The payload being edited; the saved one when left out. */
  payload: newsletterTemplatePayloadSchema.nullish(),
  date: campaignDaySchema,
});

const campaignPreviewInput = z.object({
  /** The campaign being edited; null for a campaign not yet saved. */
  campaignId: idField.nullish(),
  templateId: idField,
  date: campaignDaySchema,
  subject: z.string().trim().max(300).nullish(),
  preheader: z.string().trim().max(300).nullish(),
  blockItems: newsletterCampaignInputSchema.shape.blockItems.unwrap().nullish(),
});

const withBytes = (rendered: Omit<NewsletterPreview, 'bytes'>): NewsletterPreview => ({
  ...rendered,
  bytes: Buffer.byteLength(rendered.html, 'utf8'),
});

async function templateOf(ctx: EngineContext, tenantKey: string, id: number) {
  const template = await findTemplateFields(ctx.db, tenantKey, id);
  if (!template) throw notFound('Newsletter template');
  return template;
}

export async function previewNewsletterTemplate({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<NewsletterPreview> {
  const { templateId, payload, date } = parseInput(templatePreviewInput, input);
  const { tenantKey } = newsletterAccess(ctx, previewers, 'Newsletter template');
  const saved = await templateOf(ctx, tenantKey, templateId);
  return withBytes(
    await renderTemplatePreview({ ctx, templateId, payload: sanitisedPayload(payload ?? saved.payload), date }),
  );
}

export async function previewNewsletterCampaign({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<NewsletterPreview> {
  const { campaignId, templateId, date, subject, preheader, blockItems } = parseInput(campaignPreviewInput, input);
  const { tenantKey } = newsletterAccess(ctx, previewers, 'Newsletter campaign');
  const campaign = campaignId ? await findCampaignFields(ctx.db, tenantKey, campaignId) : null;
  if (campaignId && !campaign) throw notFound('Newsletter campaign');
  const template = await templateOf(ctx, tenantKey, templateId);
  return withBytes(
    await renderTemplatePreview({
      ctx,
      templateId,
      payload: template.payload,
      date,
      blockItems: blockItems ?? campaign?.blockItems ?? {},
      subject: subject ?? campaign?.subject ?? '',
      preheader: preheader ?? campaign?.preheader ?? '',
      campaignId: campaign ? campaignId : null,
    }),
  );
}
