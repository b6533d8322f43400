import type { Knex } from 'knex';
import { escapeLike } from '../core/rows.ts';
import { assetColumns, toAsset, type Asset } from './asset.ts';

export interface AssetFilter {
  type?: 'Image' | 'File' | null;
  search?: string | null;
}

function filtered(db: Knex, tenantKey: string, { type, search }: AssetFilter) {
  const query = db('assets').where({ tenant_key: tenantKey });
  if (type) query.andWhere({ type });
  const text = search?.trim();
  if (text) {
    const pattern = `%${escapeLike(text.toLowerCase())}%`;
    query.andWhere((q) => {
      for (const column of ['file_name', 'alt', 'caption', 'credit'])
        q.orWhereRaw(`lower(??) like ? escape '\\'`, [column, pattern]);
    });
  }
  return query;
}

/** One page of the tenant's assets, newest first, with the count of all that match. */
export async function findAssetPage(
  db: Knex,
  tenantKey: string,
  filter: AssetFilter,
  { limit, skip }: { limit: number; skip: number },
): Promise<{ assets: Asset[]; totalCount: number }> {
  const [rows, countRow] = await Promise.all([
    filtered(db, tenantKey, filter)
      .orderBy([
        { column: 'created', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit)
      .offset(skip)
      .select(assetColumns),
    filtered(db, tenantKey, filter).count({ count: '*' }).first(),
  ]);
  return {
    assets: (rows as unknown[]).map(toAsset),
    totalCount: Number((countRow as { count: number | string } | undefined)?.count ?? 0),
  };
}
