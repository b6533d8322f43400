import { z } from 'zod';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { parseAdSize, type AdSize } from '../../shared/ad-units.ts';
import { pageTypes } from '../../shared/enums.ts';
import { chooseCreative } from '../choose-creative.ts';
import { tenantAdUnitCreatives, tenantAdUnits } from '../site-ad-units.ts';
import type { HouseCreative } from '../queries.ts';

/** The query of GET /__ads/creative: what an ad request says about its slot. */
export const houseCreativeRequest = z.object({
  unit: z
    .string({ error: 'Field is required' })
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'Must be an ad unit key (letters, digits, - and _)'),
  sizes: z.string({ error: 'Field is required' }).transform((text, check) => {
    const sizes = text.split(',').map((part) => parseAdSize(part));
    if (sizes.length > 10 || sizes.some((size) => size === null)) {
      check.addIssue({ code: 'custom', message: 'Must be up to 10 sizes WxH, separated by commas' });
      return z.NEVER;
    }
    return sizes as AdSize[];
  }),
  section: z
    .string()
    .regex(/^[a-z0-9][a-z0-9/_-]{0,199}$/i, 'Must be a section alias')
    .optional(),
  pageType: z.enum(pageTypes).optional(),
  r: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export type HouseCreativeAnswer = { creative: HouseCreative; size: AdSize } | null;

/**
 * The local ad server's answer to one ad request (the house-ad adapter): the tenant's creative for
 * the unit, size, section and rotation, or null (an empty slot) when the unit excludes the page
 * type or nothing fits. An unknown unit is NOT_FOUND; bad input is BAD_USER_INPUT.
 */
export async function serveHouseCreative({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<HouseCreativeAnswer> {
  const i = parseInput(houseCreativeRequest, input);
  const tenantKey = tenantKeyOf(ctx);
  const unit = (await tenantAdUnits(ctx, tenantKey)).find((u) => u.key === i.unit);
  if (!unit) throw notFound(`Ad unit "${i.unit}"`);
  if (i.pageType && unit.excludePageTypes.includes(i.pageType)) return null;
  const candidates = await tenantAdUnitCreatives(ctx, tenantKey, unit);
  return chooseCreative(candidates, {
    sizes: i.sizes,
    sectionAlias: i.section ?? null,
    rotation: i.r,
    now: ctx.now(),
  });
}
