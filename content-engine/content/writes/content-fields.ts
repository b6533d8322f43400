import { z } from 'zod';
import { contentTypes } from '../../shared/content-types.ts';
import { adExclusionFlags, scheduleOptions } from '../../shared/enums.ts';
import { slugify } from '../../core/slugify.ts';
import { contentMetadataSchema } from '../../shared/content-details/content-metadata.ts';
import { contentFileSchema } from '../../shared/content-details/content-file.ts';

/*
 * The editable fields of a content item, as create and update accept them. In an update an
 * absent field is left alone and null clears it.
 */

export const rowId = z.number().int().positive().max(2_147_483_647);
/** Epoch milliseconds up to the year 9999. */
export const timestamp = z.number().int().min(0).max(253_402_300_799_999);

const idList = (max: number) =>
  z
    .array(rowId)
    .max(max)
    .transform((ids) => [...new Set(ids)])
    .nullish();
const jsonObject = (maxChars: number) =>
  z
    .record(z.string().max(200), z.unknown())
    .refine((value) => JSON.stringify(value).length <= maxChars, `must be at most ${maxChars} characters as JSON`)
    .nullish();
/** Optional text: blank becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

const teaser = z
  .string()
  .trim()
  .refine((text) => text === '' || (text.length >= 50 && text.length <= 600), 'Teaser must be 50 to 600 characters.')
  .nullish();

const linkUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((url) => url === '' || /^(https?:\/\/|\/)/i.test(url), 'must start with http://, https:// or /')
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

export const scheduleInput = z
  .object({
    sectionId: rowId,
    option: z
      .enum(scheduleOptions)
      .nullish()
      .transform((option) => option ?? 'Standard'),
    startDate: timestamp.nullish(),
    endDate: timestamp.nullish(),
  })
  .refine((s) => s.startDate == null || s.endDate == null || s.endDate > s.startDate, {
    message: 'endDate must be after startDate',
    path: ['endDate'],
  });

export type ScheduleInput = z.infer<typeof scheduleInput>;

export const schedulesInput = z
  .array(scheduleInput)
  .max(50)
  .refine(
    (list) => new Set(list.map((s) => `${s.sectionId}|${s.option}`)).size === list.length,
    'Each section and option may be scheduled once.',
  );

/** The magazine issues an item runs in (each once), with an optional magazine section. */
export const issuesInput = z
  .array(z.object({ issueId: rowId, sectionId: rowId.nullish() }))
  .max(50)
  .refine((list) => new Set(list.map((a) => a.issueId)).size === list.length, 'Each issue may be chosen once.');

export const contentFields = z.object({
  type: z.enum(contentTypes),
  name: z.string().trim().min(1, 'Field is required').max(500),
  shortName: optionalText(300),
  seoTitle: optionalText(500),
  teaser,
  /** HTML; sanitised before it is stored. */
  body: z.string().max(2_000_000).nullish(),
  /** Slugified; the item's path is its primary section's path plus this. Blank: made from the name (create) or kept (update). */
  alias: z
    .string()
    .trim()
    .max(500)
    .refine((alias) => alias === '' || slugify(alias) !== '', 'must contain letters or digits.')
    .nullish(),
  primarySectionId: rowId.nullish(),
  primaryImageId: rowId.nullish(),
  companyId: rowId.nullish(),
  layoutId: rowId.nullish(),
  labels: z.array(z.string().trim().min(1).max(100)).max(50).nullish(),
  metadata: contentMetadataSchema.nullish(),
  gating: z.object({ surveyType: optionalText(100) }).nullish(),
  membershipIds: idList(100),
  registrationRequired: z.boolean().nullish(),
  venue: jsonObject(10_000),
  address: jsonObject(10_000),
  embedCode: z.string().max(100_000).nullish(),
  linkUrl,
  file: contentFileSchema.nullish(),
  excludeAds: z.partialRecord(z.enum(adExclusionFlags), z.boolean()).nullish(),
  startDate: timestamp.nullish(),
  endDate: timestamp.nullish(),
  authorIds: idList(1_000),
  imageIds: idList(1_000),
  taxonomyIds: idList(1_000),
  relatedIds: idList(1_000),
  schedules: schedulesInput.nullish(),
  issues: issuesInput.nullish(),
});

export type ContentFields = z.infer<typeof contentFields>;
export type ContentFieldsPatch = Partial<ContentFields>;

export const contentIdInput = z.object({ id: rowId });
