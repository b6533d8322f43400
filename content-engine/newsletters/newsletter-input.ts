import { z } from 'zod';
import { campaignDaySchema, newsletterCampaignInputSchema } from '../shared/newsletters/campaign-schema.ts';
import { newsletterAdPayloadSchema, newsletterAdScheduleSchema } from '../shared/newsletters/ad-schema.ts';
import { newsletterAdPlacements, newsletterCampaignStatuses } from '../shared/newsletters/constants.ts';
import { newsletterTemplatePayloadSchema } from '../shared/newsletters/template-schema.ts';

/*
 * The inputs of the newsletter operations. Payload documents travel as JSON and are validated by
 * the shared schemas: a bad field is reported by its path (`payload.blocks.0.key`).
 */

export const idField = z.number({ error: 'Field is required' }).int().positive();
export const byIdInput = z.object({ id: idField });
const statusField = z.union([z.literal(0), z.literal(1)], { error: 'Status must be 1 (active) or 0 (inactive)' });
const search = z.string().max(200).nullish();
const skip = z.number().int().min(0).max(1_000_000).nullish();
const limit = z.number().int().min(1).max(100).nullish();
const order = z.enum(['asc', 'desc']).nullish();

export const createTemplateInput = z.object({
  payload: newsletterTemplatePayloadSchema,
  status: statusField.nullish().transform((v) => v ?? 1),
});

export const updateTemplateInput = z.object({
  id: idField,
  /** The revision the editor loaded: refused (CONFLICT) when another write raised it. */
  revision: z.number().int().min(1).nullish(),
  payload: newsletterTemplatePayloadSchema.optional(),
  status: statusField.optional(),
});

export const duplicateTemplateInput = z.object({
  id: idField,
  /** The copy's name; "Copy of …" when left out. */
  name: z.string().trim().min(1, 'Field is required').max(200).nullish(),
});

export const templateListInput = z.object({
  search,
  status: statusField.nullish(),
  sort: z.object({ field: z.enum(['name', 'updated']).nullish(), order }).nullish(),
  skip,
  limit,
});

const day = campaignDaySchema;

export const createCampaignInput = newsletterCampaignInputSchema;

export const updateCampaignInput = z.object({
  id: idField,
  /** The revision the editor loaded: refused (CONFLICT) when another write raised it. */
  revision: z.number().int().min(1).nullish(),
  templateId: newsletterCampaignInputSchema.shape.templateId.optional(),
  date: day.optional(),
  subject: newsletterCampaignInputSchema.shape.subject.optional(),
  preheader: z.string().trim().max(300).optional(),
  hideOnWeb: z.boolean().optional(),
  blockItems: z.record(z.string().max(40), z.array(z.number().int().positive()).max(20)).optional(),
});

export const campaignListInput = z.object({
  search,
  templateId: idField.nullish(),
  status: z.enum(newsletterCampaignStatuses).nullish(),
  dateFrom: day.nullish(),
  dateTo: day.nullish(),
  skip,
  limit,
});

export const campaignStreamInput = z.object({
  templateId: idField.nullish(),
  limit: z.number().int().min(1).max(20, 'At most 20').nullish(),
});

export const populateInput = z.object({ templateId: idField, date: day });

export const createAdInput = z.object({
  payload: newsletterAdPayloadSchema,
  status: statusField.nullish().transform((v) => v ?? 1),
  schedules: z
    .array(newsletterAdScheduleSchema)
    .max(200)
    .nullish()
    .transform((v) => v ?? []),
});

export const updateAdInput = z.object({
  id: idField,
  payload: newsletterAdPayloadSchema.optional(),
  status: statusField.optional(),
  /** The ad's whole schedule list; left out: unchanged. */
  schedules: z.array(newsletterAdScheduleSchema).max(200).optional(),
});

export const adListInput = z.object({
  search,
  placement: z.enum(newsletterAdPlacements).nullish(),
  templateId: idField.nullish(),
  status: statusField.nullish(),
  skip,
  limit,
});

export const scheduleContentInput = z.object({
  contentId: idField,
  templateId: idField,
  /** One of the template's content_list blocks; blank: whichever content block has room. */
  blockKey: z
    .string()
    .regex(/^[a-z0-9-]{0,40}$/, 'Block keys are 1–40 lower-case letters, digits or dashes')
    .nullish()
    .transform((v) => v ?? ''),
  date: day,
});

export const contentScheduleListInput = z.object({
  templateId: idField.nullish(),
  dateFrom: day.nullish(),
  dateTo: day.nullish(),
  /** Matches the item's name. */
  search,
  skip,
  limit,
});
