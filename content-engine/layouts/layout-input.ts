import { z } from 'zod';
import { required } from '../core/validate.ts';
import { contentTypes } from '../shared/content-types.ts';
import { adExclusionFlags, layoutTypes, loadMoreTypes, pageTypes } from '../shared/enums.ts';
import { gridSchema } from '../shared/schemas/grid.ts';
import { requiredMessage } from '../shared/schemas/site-settings.ts';
import { normalisePath } from './layout.ts';

const flagOr = (fallback: boolean) =>
  z
    .boolean()
    .nullish()
    .transform((v) => v ?? fallback);
const flag = flagOr(false);
const grid = gridSchema.nullish().transform((g) => g ?? { rows: [] });

export const gatingRequirements = ['omeda', 'membership'] as const;

/** Every field of a layout (spec admin §3 "Layout") with the rules of admin §5; nulls take defaults. */
export const layoutFieldsSchema = z
  .object({
    name: z.string(required).trim().min(1, requiredMessage).max(200),
    type: z.enum(layoutTypes, required),
    key: z
      .string()
      .trim()
      .max(100)
      .nullish()
      .transform((v) => v || null),
    aliases: z
      .array(z.string().trim().min(1, requiredMessage).max(500).transform(normalisePath))
      .max(100)
      .nullish()
      .transform((v) => [...new Set(v ?? [])]),
    propagate: flag,
    pageType: z
      .enum(pageTypes)
      .nullish()
      .transform((v) => v ?? null),
    contentTypes: z
      .array(z.enum(contentTypes))
      .max(contentTypes.length)
      .nullish()
      .transform((v) => [...new Set(v ?? [])]),
    gatingRequirements: z
      .enum(gatingRequirements)
      .nullish()
      .transform((v) => v ?? null),
    isGlobal: flag,
    /** Tenant keys the layout applies to when not global; empty means the request's tenant. */
    tenants: z
      .array(z.string().trim().min(1).max(64))
      .max(1_000)
      .nullish()
      .transform((v) => [...new Set(v ?? [])]),
    hideHeader: flag,
    hideFooter: flag,
    fullWidth: flag,
    fullHeight: flagOr(true),
    loadMoreType: z
      .enum(loadMoreTypes)
      .nullish()
      .transform((v) => v ?? 'none'),
    adExclusions: z
      .partialRecord(z.enum(adExclusionFlags), z.boolean())
      .nullish()
      .transform((v) => v ?? {}),
    primaryGrid: grid,
    secondaryGrid: grid,
  })
  .superRefine((layout, ctx) => {
    const requireField = (path: string) => ctx.addIssue({ code: 'custom', path: [path], message: requiredMessage });
    if (layout.type === 'module' && !layout.key) requireField('key');
    if (layout.type === 'url-override' && layout.aliases.length === 0) requireField('aliases');
    if (layout.propagate && !layout.pageType) requireField('pageType');
    if (
      (layout.type === 'content-type-override' || layout.type === 'content-override') &&
      layout.contentTypes.length === 0
    )
      requireField('contentTypes');
  });

export type LayoutFields = z.output<typeof layoutFieldsSchema>;

const id = z.number().int().positive();

/** Update input: fields left out keep their value; the merged layout is validated as a whole. */
export const layoutPatchInput = z.looseObject({ id });

export const deleteLayoutInput = z.object({ id });
