import type { EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import {
  findCampaignRecord,
  findCampaignRecords,
  findPublicCampaigns,
  type NewsletterCampaignRecord,
} from '../campaign-records.ts';
import { contentSummaries, type ContentSummary } from '../newsletter-content.ts';
import { campaignPermission, newsletterAccess, newslettersOn, requireNewsletters } from '../newsletter-access.ts';
import { byIdInput, campaignListInput, campaignStreamInput, populateInput } from '../newsletter-input.ts';
import { populateBlocks, type PopulatedItem } from '../populate.ts';
import { findTemplateFields } from '../template-records.ts';

/** The admin's campaigns list: searched by subject, filtered by template, status and dates; newest date first. */
export async function getNewsletterCampaignList({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<{ items: NewsletterCampaignRecord[]; totalCount: number }> {
  const { skip, limit, ...filters } = parseInput(campaignListInput, input);
  const { tenantKey } = newsletterAccess(ctx, [campaignPermission], 'Newsletter campaigns');
  return findCampaignRecords(ctx.db, tenantKey, { ...filters, skip: skip ?? 0, limit: limit ?? 25 });
}

export async function getNewsletterCampaign({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<NewsletterCampaignRecord> {
  const { id } = parseInput(byIdInput, input);
  const { tenantKey } = newsletterAccess(ctx, [campaignPermission], `Newsletter campaign ${id}`);
  const campaign = await findCampaignRecord(ctx.db, tenantKey, id);
  if (!campaign) throw notFound(`Newsletter campaign ${id}`);
  return campaign;
}

/**
 * The site's newsletter archive (anyone may ask): campaigns Sent or Sending and not hidden on
 * the web, of one template or all, newest date first; 20 by default and at most. Empty without
 * the newsletters module (the site's block shows nothing).
 */
export async function getNewsletterCampaignStream({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<NewsletterCampaignRecord[]> {
  const { templateId, limit } = parseInput(campaignStreamInput, input);
  if (!newslettersOn(ctx)) return [];
  const tenantKey = requireNewsletters(ctx);
  const found = await findPublicCampaigns(ctx.db, tenantKey, { templateId, limit: limit ?? 20 });
  ctx.markCacheable?.();
  return found;
}

export interface PopulatedCampaign {
  blockItems: Record<string, number[]>;
  items: (PopulatedItem & { content: ContentSummary | null })[];
}

/** The items of each content block of a template for a date, from its content schedules then its sections (populate.ts). */
export async function populateNewsletterCampaign({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<PopulatedCampaign> {
  const { templateId, date } = parseInput(populateInput, input);
  const { tenantKey } = newsletterAccess(ctx, [campaignPermission]);
  const template = await findTemplateFields(ctx.db, tenantKey, templateId);
  if (!template) throw notFound(`Newsletter template ${templateId}`);
  const { blockItems, items } = await populateBlocks(ctx.db, {
    tenantKey,
    templateId,
    payload: template.payload,
    date,
    now: ctx.now(),
  });
  const content = await contentSummaries(
    ctx.db,
    tenantKey,
    items.map((i) => i.contentId),
  );
  return { blockItems, items: items.map((i) => ({ ...i, content: content.get(i.contentId) ?? null })) };
}
