import type { Knex } from 'knex';
import { escapeLike } from '../core/rows.ts';
import { houseAdColumns, toHouseAd, type HouseAd } from './house-ad.ts';

export interface HouseAdFilter {
  tenantKey: string;
  /** Matched against the name, case-insensitively. */
  search?: string;
  /** Only house ads targeting this unit key. */
  adUnitKey?: string;
}

function filtered(db: Knex, { tenantKey, search, adUnitKey }: HouseAdFilter) {
  const query = db('house_ad_creatives').where({ tenant_key: tenantKey });
  if (adUnitKey) query.where({ ad_unit_key: adUnitKey });
  if (search) query.whereRaw(`lower(??) like ? escape '\\'`, ['name', `%${escapeLike(search.toLowerCase())}%`]);
  return query;
}

/** One page of the tenant's house ads by name, and how many match in all. */
export async function listHouseAdPage(
  db: Knex,
  filter: HouseAdFilter,
  { limit, skip }: { limit: number; skip: number },
): Promise<{ houseAds: HouseAd[]; totalCount: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter).orderByRaw('lower(??), ??', ['name', 'id']).limit(limit).offset(skip).select(houseAdColumns),
    filtered(db, filter).count({ n: '*' }).first(),
  ]);
  return { houseAds: rows.map(toHouseAd), totalCount: Number(count?.n ?? 0) };
}
