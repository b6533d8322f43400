import type { EngineContext } from '../core/context.ts';
import { defineMemo } from '../core/engine-memos.ts';
import { createTenantMemo } from '../core/tenant-memo.ts';
import type { AdUnit } from '../shared/ad-units.ts';
import { listAdUnits, listCreativesForUnit, type HouseCreative } from './queries.ts';

/** Change kinds that drop the memos (ad writes emit `ad_unit` and `house_ad_creative`). */
const kinds = ['ad_unit', 'house_ad_creative'];

interface AdMemos {
  units: ReturnType<typeof createTenantMemo<AdUnit[]>>;
  creatives: ReturnType<typeof createTenantMemo<Map<string, Promise<HouseCreative[]>>>>;
}

const adMemos = defineMemo('ad units', ({ db, events }): AdMemos => ({
  units: createTenantMemo({ load: (key) => listAdUnits(db, key), events, kinds }),
  // Per tenant, the creatives of each unit, loaded on first request of the unit.
  creatives: createTenantMemo({ load: async () => new Map(), events, kinds }),
}));

const memos = (ctx: Pick<EngineContext, 'memos'>): AdMemos => ctx.memos.of(adMemos);

/** The tenant's ad units, memoised per engine (ctx.memos) for a few seconds (every page render asks). */
export const tenantAdUnits = (ctx: Pick<EngineContext, 'memos'>, tenantKey: string) => memos(ctx).units.get(tenantKey);

/** The active creatives targeting a unit, memoised like the units (every ad request asks). */
export async function tenantAdUnitCreatives(
  ctx: Pick<EngineContext, 'db' | 'memos'>,
  tenantKey: string,
  unit: AdUnit,
): Promise<HouseCreative[]> {
  const byUnit = await memos(ctx).creatives.get(tenantKey);
  let creatives = byUnit.get(unit.key);
  if (!creatives) {
    creatives = listCreativesForUnit(ctx.db, tenantKey, unit);
    byUnit.set(unit.key, creatives);
    creatives.catch(() => byUnit.delete(unit.key));
  }
  return creatives;
}
