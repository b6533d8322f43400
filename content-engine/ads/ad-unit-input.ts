import { z } from 'zod';
import { required } from '../core/validate.ts';
import { adUnitTypes, formatAdSize, parseAdSize, type AdSize } from '../shared/ad-units.ts';
import { pageTypes } from '../shared/enums.ts';
import { requiredMessage } from '../shared/schemas/site-settings.ts';

/** Refresh bounds in seconds: 0 never refreshes; otherwise no faster than ad servers allow (30 s). */
export const refreshRateBounds = { min: 30, max: 3600 } as const;

const requiredText = (max: number) =>
  z.string(required).trim().min(1, { error: requiredMessage, abort: true }).max(max);

/** 'WxH' in CSS pixels; `minimum` 0 for viewports (0x0 is "any screen"), 1 for ad sizes. */
const sizeText = (minimum: 0 | 1, what: string) =>
  z
    .string(required)
    .trim()
    .transform((text, check): AdSize => {
      const size = parseAdSize(text);
      if (!size || size[0] < minimum || size[1] < minimum || size[0] > 5000 || size[1] > 5000) {
        check.addIssue({ code: 'custom', message: `Must be a ${what} like ${minimum ? '300x250' : '980x0'}` });
        return z.NEVER;
      }
      return size;
    });

const sizeMapping = z
  .array(
    z.object({
      viewport: sizeText(0, 'viewport WxH'),
      sizes: z.array(sizeText(1, 'size WxH')).max(10, 'At most 10 sizes per viewport'),
    }),
  )
  .max(10, 'At most 10 viewports')
  .superRefine((entries, check) => {
    const seen = new Set<string>();
    for (const [index, entry] of entries.entries()) {
      const key = formatAdSize(entry.viewport);
      if (seen.has(key))
        check.addIssue({ code: 'custom', path: [index, 'viewport'], message: `${key} is listed twice` });
      seen.add(key);
    }
  })
  // GPT reads a size mapping widest viewport first.
  .transform((entries) => [...entries].sort((a, b) => b.viewport[0] - a.viewport[0] || b.viewport[1] - a.viewport[1]));

const refreshRate = z
  .number()
  .int('Must be a whole number of seconds')
  .refine((n) => n === 0 || (n >= refreshRateBounds.min && n <= refreshRateBounds.max), {
    error: `Must be 0 (never) or ${refreshRateBounds.min} to ${refreshRateBounds.max} seconds`,
  });

/** The fields of an ad unit pattern (spec admin §3 "Ad unit pattern", public §3 "Ad unit"). */
export const adUnitPatternFields = {
  name: requiredText(200),
  /** The slot path's last part: /{network}/{basePath}/{section}/{key}. */
  key: requiredText(100).regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only'),
  type: z.enum(adUnitTypes, {
    error: (issue) => (issue.input == null ? requiredMessage : `Must be one of ${adUnitTypes.join(', ')}`),
  }),
  size: sizeText(1, 'size WxH'),
  sizeMapping,
  refreshRate,
  useSectionAlias: z.boolean(),
  excludePageTypes: z
    .array(z.enum(pageTypes, { error: `Must be one of ${pageTypes.join(', ')}` }))
    .max(pageTypes.length)
    .transform((types) => pageTypes.filter((type) => types.includes(type))),
  /** The element id the slot renders into; blank for the default `ad-{key}`. */
  targetId: z
    .string()
    .trim()
    .max(100)
    .regex(/^([A-Za-z][A-Za-z0-9_-]*)?$/, 'Must be an element id: a letter, then letters, digits, - and _')
    .transform((id) => id || null),
};

const f = adUnitPatternFields;
const id = z.number().int().positive();

export const createAdUnitPatternInput = z.object({
  name: f.name,
  key: f.key,
  type: f.type,
  size: f.size.nullish().transform((size) => size ?? ([1, 1] as AdSize)),
  sizeMapping: f.sizeMapping.nullish().transform((m) => m ?? []),
  refreshRate: f.refreshRate.nullish().transform((n) => n ?? 0),
  useSectionAlias: f.useSectionAlias.nullish().transform((v) => v ?? true),
  excludePageTypes: f.excludePageTypes.nullish().transform((t) => t ?? []),
  targetId: f.targetId.nullish().transform((t) => t ?? null),
});

/** Fields left out keep their value. */
export const updateAdUnitPatternInput = z.object({
  id,
  name: f.name.optional(),
  key: f.key.optional(),
  type: f.type.optional(),
  size: f.size.optional(),
  sizeMapping: f.sizeMapping.optional(),
  refreshRate: f.refreshRate.optional(),
  useSectionAlias: f.useSectionAlias.optional(),
  excludePageTypes: f.excludePageTypes.optional(),
  targetId: f.targetId.nullish(),
});

export const adUnitPatternIdInput = z.object({ id });
