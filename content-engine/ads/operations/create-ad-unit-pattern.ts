import { requirePermission } from '../../core/access.ts';
import { tenantKeyOf, type EngineContext } from '../../core/context.ts';
import { parseInput } from '../../core/validate.ts';
import { recordHistory } from '../../history/record-history.ts';
import { adWritePermissions } from '../ad-access.ts';
import { emitAdUnitChange } from '../ad-events.ts';
import { createAdUnitPatternInput } from '../ad-unit-input.ts';
import { assertKeyFree, insertAdUnitRow } from '../ad-unit-writes.ts';
import { findAdUnit, type AdUnitRecord } from '../queries.ts';

/** Adds an ad unit pattern; its key must be free on the site. Pages regenerate to carry it. */
export async function createAdUnitPattern({
  ctx,
  input,
}: {
  ctx: EngineContext;
  input: unknown;
}): Promise<AdUnitRecord> {
  const fields = parseInput(createAdUnitPatternInput, input);
  requirePermission(ctx, adWritePermissions);
  const tenantKey = tenantKeyOf(ctx);
  const now = ctx.now();

  const id = await ctx.db.transaction(async (trx) => {
    await assertKeyFree(trx, tenantKey, fields.key);
    const id = await insertAdUnitRow(trx, { tenantKey, ...fields, now });
    await recordHistory({
      ctx,
      db: trx,
      tenantKey,
      entityType: 'ad_unit_pattern',
      entityId: id,
      action: 'create',
      after: fields,
    });
    return id;
  });

  emitAdUnitChange(ctx, tenantKey);
  return (await findAdUnit(ctx.db, tenantKey, id))!;
}
