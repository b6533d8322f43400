import { z } from 'zod';
import { required } from '../core/validate.ts';
import { adUnitTypes, formatAdSize, parseAdSize } from '../shared/ad-units.ts';
import { requiredMessage } from '../shared/schemas/site-settings.ts';

const requiredText = (max: number) =>
  z.string(required).trim().min(1, { error: requiredMessage, abort: true }).max(max);

/** An absolute http(s) URL: a house ad links off the page, never to a script or data URL. */
const clickUrl = requiredText(1000).refine(
  (text) => {
    try {
      const url = new URL(text);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  },
  { error: 'Must be an http:// or https:// URL' },
);

const size = z
  .string(required)
  .trim()
  .refine((text) => parseAdSize(text)?.every((n) => n >= 1 && n <= 5000) ?? false, {
    error: 'Must be a size WxH like 300x250',
  })
  .transform((text) => formatAdSize(parseAdSize(text)!));

/** Epoch milliseconds. */
const date = z.number().int().min(0).max(8_640_000_000_000_000);

/** The fields of a house ad (an image creative) the admin edits. */
export const houseAdFields = {
  name: requiredText(200),
  /** A pattern key of the site; null serves every unit (of `adUnitType`). */
  adUnitKey: z.string().trim().max(100).nullable(),
  adUnitType: z.enum(adUnitTypes, { error: `Must be one of ${adUnitTypes.join(', ')}` }).nullable(),
  size,
  sectionAlias: z
    .string()
    .trim()
    .max(200)
    .regex(/^([a-z0-9][a-z0-9/_-]*)?$/i, 'Must be a section alias')
    .transform((alias) => alias || null)
    .nullable(),
  /** An image asset of the site (the media library). */
  imageAssetId: z.number(required).int().positive(),
  clickUrl,
  altText: requiredText(300),
  startDate: date.nullable(),
  endDate: date.nullable(),
  weight: z.number().int('Must be a whole number').min(1, 'Must be 1 to 100').max(100, 'Must be 1 to 100'),
  priority: z.number().int('Must be a whole number').min(0, 'Must be 0 to 10').max(10, 'Must be 0 to 10'),
  active: z.boolean(),
};

const f = houseAdFields;
const id = z.number().int().positive();

/** The end must come after the start (both dates are checked once merged with the stored ones). */
export const datesInOrder = ({ startDate, endDate }: { startDate: number | null; endDate: number | null }) =>
  startDate === null || endDate === null || endDate > startDate;
export const datesMessage = 'Must be after the start date';

export const createHouseAdInput = z
  .object({
    name: f.name,
    adUnitKey: f.adUnitKey.optional().transform((v) => v || null),
    adUnitType: f.adUnitType.optional().transform((v) => v ?? null),
    size: f.size,
    sectionAlias: f.sectionAlias.optional().transform((v) => v ?? null),
    imageAssetId: f.imageAssetId,
    clickUrl: f.clickUrl,
    altText: f.altText,
    startDate: f.startDate.optional().transform((v) => v ?? null),
    endDate: f.endDate.optional().transform((v) => v ?? null),
    weight: f.weight.nullish().transform((v) => v ?? 1),
    priority: f.priority.nullish().transform((v) => v ?? 0),
    active: f.active.nullish().transform((v) => v ?? true),
  })
  .refine(datesInOrder, { error: datesMessage, path: ['endDate'] });

/** Fields left out keep their value; null clears the nullable ones. Image fields only for image creatives. */
export const updateHouseAdInput = z.object({
  id,
  name: f.name.optional(),
  adUnitKey: f.adUnitKey.optional().transform((v) => (v === '' ? null : v)),
  adUnitType: f.adUnitType.optional(),
  size: f.size.optional(),
  sectionAlias: f.sectionAlias.optional(),
  imageAssetId: f.imageAssetId.optional(),
  clickUrl: f.clickUrl.optional(),
  altText: f.altText.optional(),
  startDate: f.startDate.optional(),
  endDate: f.endDate.optional(),
  weight: f.weight.optional(),
  priority: f.priority.optional(),
  active: f.active.optional(),
});

export const houseAdIdInput = z.object({ id });
