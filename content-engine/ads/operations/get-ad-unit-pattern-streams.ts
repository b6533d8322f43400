import { requirePermission } from '../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import type { AdUnitType } from '../../shared/ad-units.ts';
import { listAdUnits } from '../queries.ts';

export interface AdUnitPattern {
  id: number;
  name: string;
  key: string;
  type: AdUnitType;
}
export interface AdUnitPatternStream {
  edges: { node: AdUnitPattern }[];
  totalCount: number;
}

const stream = (patterns: AdUnitPattern[]): AdUnitPatternStream => ({
  edges: patterns.map((node) => ({ node })),
  totalCount: patterns.length,
});
const toPattern = ({ id, name, key, type }: AdUnitPattern): AdUnitPattern => ({ id, name, key, type });

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
  requirePermission(ctx, [
    'view_site_layouts',
    'manage_site_layouts',
    'view_ad_unit_patterns',
    'manage_ad_unit_patterns',
  ]);
  return stream((await listAdUnits(ctx.db, tenantKeyOf(ctx), { types: ['layout-block'] })).map(toPattern));
}

/** Every ad unit pattern of the site, for the admin's Ad Unit Patterns screen. */
export async function getAdUnitAdminPatternStream({
  ctx,
}: {
  ctx: EngineContext;
  input?: unknown;
}): Promise<AdUnitPatternStream> {
  requirePermission(ctx, ['view_ad_unit_patterns', 'manage_ad_unit_patterns']);
  return stream((await listAdUnits(ctx.db, tenantKeyOf(ctx))).map(toPattern));
}
