import { z } from 'zod';
import { tags } from '../../../content-engine/core/change-tags.ts';
import { blockSettingsSchema } from '../../../content-engine/shared/schemas/grid.ts';
import {
  defaultCampaignStreamLimit,
  maxCampaignStreamLimit,
  type ListedCampaign,
} from '../../../builds/serve/newsletter-archive.ts';
import { defineBlockType } from '../block-type.ts';

/** The block's settings as stored, or null when out of range: what the loader asks for. */
export function campaignStreamInput(settings: Record<string, unknown>): { templateId: number | null; limit: number } {
  const { templateId, numberOfItems } = settings;
  return {
    templateId: typeof templateId === 'number' && Number.isInteger(templateId) && templateId > 0 ? templateId : null,
    limit:
      typeof numberOfItems === 'number' && Number.isInteger(numberOfItems) && numberOfItems >= 1
        ? Math.min(numberOfItems, maxCampaignStreamLimit)
        : defaultCampaignStreamLimit,
  };
}

/**
 * newsletter_campaigns (spec public §9; ADR 0075): the newsletter web archive's campaigns — the
 * tenant's Sent or Sending ones not hidden on web, of one template or all, newest first, 20 at
 * most — each its date and subject linked to /newsletter/:id. Dropped when there are none (and
 * without the newsletters module, where there are none).
 */
export const newsletterCampaignsBlock = defineBlockType<'newsletter_campaigns', ListedCampaign[]>({
  type: 'newsletter_campaigns',
  label: 'Newsletter campaigns',
  group: 'Other',
  settings: blockSettingsSchema.extend({
    /** The template whose campaigns it lists; absent or null: every template's. */
    templateId: z.number().int().positive().nullable().optional(),
    numberOfItems: z.number().int().min(1).max(maxCampaignStreamLimit).optional(),
  }),
  load: ({ block }, engine) => engine.newsletterCampaigns(campaignStreamInput(block.settings)),
  // A campaign sent, edited, hidden or deleted may change the list.
  tags: () => [tags.anyNewsletterCampaign],
  isEmpty: ({ loaded }) => !loaded?.length,
});
