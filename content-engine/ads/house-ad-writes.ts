import type { Knex } from 'knex';
import { findAssetById } from '../assets/queries.ts';
import { badInput } from '../core/validate.ts';
import { parseCreative } from './creative.ts';
import { houseAdColumns, toHouseAd, type HouseAd } from './house-ad.ts';

/** What a house-ad write stores (and its history entry shows). */
export type HouseAdFields = Omit<HouseAd, 'id' | 'updated'>;

const toRow = (h: HouseAdFields) => {
  const creative = parseCreative(h.kind, h.fields);
  return {
    name: h.name,
    kind: creative.kind,
    fields: JSON.stringify(creative.fields),
    ad_unit_key: h.adUnitKey,
    ad_unit_type: h.adUnitType,
    size: h.size,
    section_alias: h.sectionAlias,
    priority: h.priority,
    weight: h.weight,
    status: h.active ? 1 : 0,
    start_date: h.startDate,
    end_date: h.endDate,
    asset_id: h.assetId,
  };
};

/** The tenant's house ad, or null (another tenant's id is not found). */
export async function findHouseAd(db: Knex, tenantKey: string, id: number): Promise<HouseAd | null> {
  const row: unknown = await db('house_ad_creatives').where({ tenant_key: tenantKey, id }).first(houseAdColumns);
  return row ? toHouseAd(row) : null;
}

/** Refuses a unit key that names no pattern of the site. */
export async function assertUnitKey(db: Knex, tenantKey: string, key: string | null): Promise<void> {
  if (key === null) return;
  if (!(await db('ad_units').where({ tenant_key: tenantKey, key }).first('id')))
    throw badInput('adUnitKey', `No ad unit pattern of this site has the key "${key}".`);
}

/** The path of an image asset of the site; refuses another site's asset or a file. */
export async function imageAssetPath(db: Knex, tenantKey: string, assetId: number): Promise<string> {
  const asset = await findAssetById(db, tenantKey, assetId);
  if (!asset) throw badInput('imageAssetId', `No such asset of this site (${assetId}).`);
  if (asset.type !== 'Image') throw badInput('imageAssetId', `Asset ${assetId} is not an image.`);
  return asset.src;
}

export async function insertHouseAdRow(
  db: Knex,
  { tenantKey, now, ...fields }: HouseAdFields & { tenantKey: string; now: number },
): Promise<number> {
  const [row] = await db('house_ad_creatives')
    .insert({ tenant_key: tenantKey, ...toRow(fields), created: now, updated: now })
    .returning('id');
  return Number(typeof row === 'object' ? (row as { id: number }).id : row);
}

export async function updateHouseAdRow(
  db: Knex,
  { tenantKey, id, now, ...fields }: HouseAdFields & { tenantKey: string; id: number; now: number },
): Promise<void> {
  await db('house_ad_creatives')
    .where({ tenant_key: tenantKey, id })
    .update({ ...toRow(fields), updated: now });
}
