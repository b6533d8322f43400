import { z } from 'zod';
import { requirePermission } from '../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { pageOf, paginationInput } from '../../core/stream.ts';
import { parseInput } from '../../core/validate.ts';
import { adUnitTypes, type AdUnit } from '../../shared/ad-units.ts';
import { adReadPermissions } from '../ad-access.ts';
import { listAdUnitPage } from '../ad-unit-list-queries.ts';
import { listAdUnits } from '../queries.ts';

export interface AdUnitPatternStream {
  edges: { node: AdUnit }[];
  totalCount: number;
}

const stream = (units: AdUnit[], totalCount = units.length): AdUnitPatternStream => ({
  edges: units.map((node) => ({ node })),
  totalCount,
});

/**
 * The ad unit patterns the layout editor's gam_ad block chooses from: only type layout-block
 * (spec admin §9, "the simple select"). For editors who see layouts or ad unit patterns.
 */
export async function getAdUnitPatternStream({
  ctx,
}: {
  ctx: EngineContext;
  input?: unknown;
}): Promise<AdUnitPatternStream> {
  requirePermission(ctx, ['view_site_layouts', 'manage_site_layouts', ...adReadPermissions]);
  return stream(await listAdUnits(ctx.db, tenantKeyOf(ctx), { types: ['layout-block'] }));
}

const adminInput = z
  .object({
    search: z.string().trim().max(200).nullish(),
    type: z.enum(adUnitTypes, { error: `Must be one of ${adUnitTypes.join(', ')}` }).nullish(),
    pagination: paginationInput(1000),
  })
  .nullish();

/**
 * The site's ad unit patterns for /admin/ad-unit-patterns: searched by name or key, filtered by
 * type, by name in pages (every pattern without an input, as the spec's call sends none).
 */
export async function getAdUnitAdminPatternStream({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input?: unknown;
}): Promise<AdUnitPatternStream> {
  const { search, type, pagination } = parseInput(adminInput, input) ?? {};
  requirePermission(ctx, adReadPermissions);
  const { limit, skip } = pageOf(pagination, 1000);
  const { units, totalCount } = await listAdUnitPage(
    ctx.db,
    { tenantKey: tenantKeyOf(ctx), search: search || undefined, type: type ?? undefined },
    { limit, skip },
  );
  return stream(units, totalCount);
}
