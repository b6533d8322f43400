import type { Knex } from 'knex';
import { escapeLike } from '../core/rows.ts';
import type { AdUnitType } from '../shared/ad-units.ts';
import { toAdUnitRecord, type AdUnitRecord } from './queries.ts';

export interface AdUnitFilter {
  tenantKey: string;
  /** Matched against name and key, case-insensitively. */
  search?: string;
  type?: AdUnitType;
}

function filtered(db: Knex, { tenantKey, search, type }: AdUnitFilter) {
  const query = db('ad_units').where({ tenant_key: tenantKey });
  if (type) query.where({ type });
  if (search) {
    const pattern = `%${escapeLike(search.toLowerCase())}%`;
    query.where((q) => {
      for (const column of ['name', 'key']) q.orWhereRaw(`lower(??) like ? escape '\\'`, [column, pattern]);
    });
  }
  return query;
}

/** One page of the tenant's patterns by name, and how many match in all. */
export async function listAdUnitPage(
  db: Knex,
  filter: AdUnitFilter,
  { limit, skip }: { limit: number; skip: number },
): Promise<{ units: AdUnitRecord[]; totalCount: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter).orderByRaw('lower(??), ??', ['name', 'id']).limit(limit).offset(skip),
    filtered(db, filter).count({ n: '*' }).first(),
  ]);
  return { units: rows.map(toAdUnitRecord), totalCount: Number(count?.n ?? 0) };
}
