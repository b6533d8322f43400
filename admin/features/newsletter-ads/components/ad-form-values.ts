import { z } from 'zod';
import {
  newsletterAdPayloadSchema,
  newsletterAdScheduleSchema,
  type NewsletterAdPayloadInput,
} from '../../../../content-engine/shared/newsletters/ad-schema.ts';

/** The ad form validates as the engine does: the shared payload schema and one schedule schema per row. */
export const adFormSchema = z.object({
  payload: newsletterAdPayloadSchema,
  schedules: z.array(newsletterAdScheduleSchema).max(100),
});

export interface ScheduleRow {
  templateId: number;
  startDate: string;
  endDate: string;
  position: number;
  orderId: string;
  lineItemId: string;
}
export interface AdFormValues {
  payload: Required<NewsletterAdPayloadInput>;
  schedules: ScheduleRow[];
}

export const emptyAd: AdFormValues = {
  payload: {
    title: '',
    campaignName: '',
    companySource: 'existing',
    companyId: null,
    companyName: '',
    logo: '',
    image: '',
    imageAlt: '',
    placement: 'sponsored-content',
    label: 'Advertisement',
    url: '',
    body: '',
    adCategory: 'Advertising',
    ctaLabel: '',
    priority: 10,
  },
  schedules: [],
};

export const emptySchedule = (templateId: number, today: string): ScheduleRow => ({
  templateId,
  startDate: today,
  endDate: today,
  position: 1,
  orderId: '',
  lineItemId: '',
});

/** A stored ad as the form's values (the payload through the schema, so old documents get defaults). */
export function adFormValuesOf(record: { payload: unknown; schedules: readonly ScheduleRow[] }): AdFormValues {
  const parsed = newsletterAdPayloadSchema.safeParse(record.payload);
  const payload = parsed.success ? parsed.data : { ...emptyAd.payload, ...(record.payload as object) };
  return {
    payload: payload as AdFormValues['payload'],
    schedules: record.schedules.map(({ templateId, startDate, endDate, position, orderId, lineItemId }) => ({
      templateId,
      startDate,
      endDate,
      position,
      orderId,
      lineItemId,
    })),
  };
}

/**
 * Where an engine problem's path shows in the form: `payload.title` and `schedules.0.position`
 * are the form's own names; a bare payload field name is taken as the payload's.
 */
export function adFieldOf(path: string): string | null {
  if (/^(payload|schedules)\./.test(path)) return path;
  if (path in emptyAd.payload) return `payload.${path}`;
  return null;
}
