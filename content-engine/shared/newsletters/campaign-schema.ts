import { z } from 'zod';
import { text } from '../schemas/fields.ts';

/*
 * A newsletter campaign as an editor writes it (`newsletter_campaigns`): one issue of a template
 * for a date, its subject and preheader, and the items of each content block — populated from
 * the content scheduled to the newsletter for that date, then hand-picked and reordered.
 */

export const campaignDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date (YYYY-MM-DD)');

export const newsletterCampaignInputSchema = z.object({
  templateId: z.number().int().positive({ error: 'Field is required' }),
  /** The date (America/Chicago). */
  date: campaignDaySchema,
  subject: z.string().trim().min(1, 'Field is required').max(300),
  preheader: text(300),
  /** Kept out of the web archive and the `newsletter_campaigns` block. */
  hideOnWeb: z.boolean().default(false),
  /** The items of each content block, by block key, in order (content ids). */
  blockItems: z.record(z.string().max(40), z.array(z.number().int().positive()).max(20)).default({}),
});

export type NewsletterCampaignInput = z.output<typeof newsletterCampaignInputSchema>;
