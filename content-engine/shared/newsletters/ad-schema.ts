import { z } from 'zod';
import { link, requiredText, src, text } from '../schemas/fields.ts';
import {
  newsletterAdCategories,
  newsletterAdLabels,
  newsletterAdPlacements,
  newsletterAdPositionRange,
  newsletterAdPriorities,
} from './constants.ts';

/*
 * A newsletter ad (spec admin §3 "Newsletter ad"; `newsletter_ads.payload`) and its schedules
 * (`newsletter_ad_schedules`, one row each): which template shows it, from when to when, at which
 * position. Dates are calendar days (YYYY-MM-DD) in America/Chicago, like the campaign's date.
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date (YYYY-MM-DD)');
const { min, max } = newsletterAdPositionRange;
const positionMessage = `Position must be between ${min} and ${max}`;

export const newsletterAdScheduleSchema = z
  .object({
    templateId: z.number().int().positive({ error: 'Field is required' }),
    startDate: day,
    endDate: day,
    position: z.number().int().min(min, positionMessage).max(max, positionMessage),
    orderId: text(100),
    lineItemId: text(100),
  })
  .refine((s) => s.endDate >= s.startDate, {
    message: 'The end date must not be before the start date',
    path: ['endDate'],
  });

export const newsletterAdPayloadSchema = z
  .object({
    title: requiredText(300),
    campaignName: text(300),
    /** existing: `companyId` names a Company item; new: `companyName` is typed in. */
    companySource: z.enum(['existing', 'new']).default('existing'),
    companyId: z.number().int().positive().nullable().default(null),
    companyName: text(300),
    logo: src,
    image: src,
    imageAlt: text(300),
    placement: z.enum(newsletterAdPlacements, { error: 'Field is required' }),
    label: z.enum(newsletterAdLabels).default('Advertisement'),
    url: link.pipe(z.string().regex(/^https?:\/\/\S+$/, 'Must be a URL (https://…)')),
    body: text(5000),
    adCategory: z.enum(newsletterAdCategories).default('Advertising'),
    ctaLabel: text(100),
    priority: z
      .union(newsletterAdPriorities.map((p) => z.literal(p)) as [z.ZodLiteral<10>, z.ZodLiteral<5>, z.ZodLiteral<1>])
      .default(10),
  })
  .refine(
    (ad) => ad.companySource !== 'existing' || ad.companyId !== null || ad.label !== 'Sponsored by [Company Name]',
    {
      message: 'Choose the company the label names',
      path: ['companyId'],
    },
  )
  .refine((ad) => ad.companySource !== 'new' || ad.companyName.length > 0, {
    message: 'Field is required',
    path: ['companyName'],
  });

export type NewsletterAdPayload = z.output<typeof newsletterAdPayloadSchema>;
export type NewsletterAdPayloadInput = z.input<typeof newsletterAdPayloadSchema>;
export type NewsletterAdSchedule = z.output<typeof newsletterAdScheduleSchema>;
