import type { Knex } from 'knex';
import { badInput } from '../core/validate.ts';
import { formatAdSize, type AdUnit } from '../shared/ad-units.ts';
import { findAdUnit } from './queries.ts';

/** What a pattern write stores (and its history entry shows). */
export type AdUnitPatternFields = Omit<AdUnit, 'id'>;

const toRow = (u: AdUnitPatternFields) => ({
  key: u.key,
  name: u.name,
  type: u.type,
  size: formatAdSize(u.size),
  size_mapping: JSON.stringify(u.sizeMapping),
  refresh_rate: u.refreshRate,
  use_section_alias: u.useSectionAlias,
  exclude_page_types: JSON.stringify(u.excludePageTypes),
  target_id: u.targetId,
});

/** Refuses a key another pattern of the site has (the slot path names one unit). */
export async function assertKeyFree(db: Knex, tenantKey: string, key: string, exceptId?: number): Promise<void> {
  const taken = await db('ad_units')
    .where({ tenant_key: tenantKey, key })
    .modify((q) => exceptId !== undefined && q.whereNot('id', exceptId))
    .first('id');
  if (taken) throw badInput('key', `Another ad unit pattern of this site has the key "${key}".`);
}

export async function insertAdUnitRow(
  db: Knex,
  { tenantKey, now, ...fields }: AdUnitPatternFields & { tenantKey: string; now: number },
): Promise<number> {
  const [row] = await db('ad_units')
    .insert({ tenant_key: tenantKey, ...toRow(fields), created: now, updated: now })
    .returning('id');
  return Number(typeof row === 'object' ? (row as { id: number }).id : row);
}

export async function updateAdUnitRow(
  db: Knex,
  { tenantKey, id, now, ...fields }: AdUnitPatternFields & { tenantKey: string; id: number; now: number },
): Promise<void> {
  await db('ad_units')
    .where({ tenant_key: tenantKey, id })
    .update({ ...toRow(fields), updated: now });
}

/** The tenant's pattern without its id, or null (another tenant's id is not found). */
export async function findAdUnitFields(db: Knex, tenantKey: string, id: number): Promise<AdUnitPatternFields | null> {
  const unit = await findAdUnit(db, tenantKey, id);
  if (!unit) return null;
  const { id: _id, updated: _updated, ...fields } = unit;
  return fields;
}

/** How many house ads name the unit by key. */
export async function countHouseAdsOfUnit(db: Knex, tenantKey: string, key: string): Promise<number> {
  const row = await db('house_ad_creatives')
    .where({ tenant_key: tenantKey, ad_unit_key: key })
    .count({ n: '*' })
    .first();
  return Number(row?.n ?? 0);
}

/** Keeps house ads on a unit whose key changed. */
export async function renameHouseAdsUnitKey(db: Knex, tenantKey: string, from: string, to: string, now: number) {
  await db('house_ad_creatives')
    .where({ tenant_key: tenantKey, ad_unit_key: from })
    .update({ ad_unit_key: to, updated: now });
}
