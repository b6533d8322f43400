import { requirePermission } from '../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { parseInput } from '../../core/validate.ts';
import { adReadPermissions } from '../ad-access.ts';
import { adUnitPatternIdInput } from '../ad-unit-input.ts';
import { findAdUnit, type AdUnitRecord } from '../queries.ts';

/** One pattern of the site with every field, for its edit form. */
export async function getAdUnitPattern({ ctx, input }: { ctx: EngineContext; input: unknown }): Promise<AdUnitRecord> {
  const { id } = parseInput(adUnitPatternIdInput, input);
  requirePermission(ctx, adReadPermissions);
  const unit = await findAdUnit(ctx.db, tenantKeyOf(ctx), id);
  if (!unit) throw notFound(`Ad unit pattern ${id}`);
  return unit;
}
