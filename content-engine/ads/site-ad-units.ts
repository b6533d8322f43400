import type { Knex } from 'knex';
import type { EngineContext } from '../core/context.ts';
import { createTenantMemo } from '../core/tenant-memo.ts';
import type { AdUnit } from '../shared/ad-units.ts';
import { listAdUnits, listCreativesForUnit, type HouseCreative } from './queries.ts';

/** Change kinds that drop the memos (ad writes emit `ad_unit` and `house_ad_creative`). */
const kinds = ['ad_unit', 'house_ad_creative'];

interface AdMemos {
  units: ReturnType<typeof createTenantMemo<AdUnit[]>>;
  creatives: ReturnType<typeof createTenantMemo<Map<string, Promise<HouseCreative[]>>>>;
}

const byDb = new WeakMap<Knex, AdMemos>();

function memos(ctx: Pick<EngineContext, 'db' | 'events'>): AdMemos {
  let m = byDb.get(ctx.db);
  if (!m) {
    m = {
      units: createTenantMemo({ load: (key) => listAdUnits(ctx.db, key), events: ctx.events, kinds }),
      // Per tenant, the creatives of each unit, loaded on first request of the unit.
      creatives: createTenantMemo({ load: async () => new Map(), events: ctx.events, kinds }),
    };
    byDb.set(ctx.db, m);
  }
  return m;
}

/** The tenant's ad units, memoised per database handle for a few seconds (every page render asks). */
export const tenantAdUnits = (ctx: Pick<EngineContext, 'db' | 'events'>, tenantKey: string) =>
  memos(ctx).units.get(tenantKey);

/** The active creatives targeting a unit, memoised like the units (every ad request asks). */
export async function tenantAdUnitCreatives(
  ctx: Pick<EngineContext, 'db' | 'events'>,
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
