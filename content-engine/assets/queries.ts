import type { Knex } from 'knex';
import { assetColumns, toAsset, type Asset } from './asset.ts';

export async function findAssetById(db: Knex, tenantKey: string, id: number): Promise<Asset | null> {
  const row = await db('assets').where({ tenant_key: tenantKey, id }).first(assetColumns);
  return row ? toAsset(row) : null;
}

/** Batch loader: the tenant's assets among `ids`, by id (unknown and foreign ids are absent). */
export async function findAssetsByIds(
  db: Knex,
  tenantKey: string,
  ids: readonly number[],
): Promise<Map<number, Asset>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows: unknown[] = await db('assets')
    .where({ tenant_key: tenantKey })
    .whereIn('id', unique)
    .select(assetColumns);
  return new Map(
    rows.map((row) => {
      const asset = toAsset(row);
      return [asset.id, asset];
    }),
  );
}

/** Looks up the asset of each item's image id; a missing id or asset gives null. */
export async function attachAssets<T, K extends string>(
  db: Knex,
  tenantKey: string,
  items: T[],
  { idOf, as }: { idOf: (item: T) => number | null; as: K },
): Promise<(T & Record<K, Asset | null>)[]> {
  const ids = items.map(idOf).filter((id): id is number => id !== null);
  const assets = await findAssetsByIds(db, tenantKey, ids);
  return items.map((item) => {
    const id = idOf(item);
    return { ...item, [as]: id === null ? null : (assets.get(id) ?? null) } as T & Record<K, Asset | null>;
  });
}
