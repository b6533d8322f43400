import type { Knex } from 'knex';
import { demographicColumns, toDemographic, type Demographic } from './demographic.ts';

const scoped = (db: Knex, tenantKey: string, ids: readonly number[] | null) => {
  const query = db('demographics').where({ tenant_key: tenantKey });
  if (ids) query.whereIn('id', ids);
  return query;
};

/** The tenant's questions by id, all or those of `ids`, one page of them. */
export async function listDemographics(
  db: Knex,
  tenantKey: string,
  { ids = null, limit, skip = 0 }: { ids?: readonly number[] | null; limit?: number; skip?: number },
): Promise<Demographic[]> {
  const query = scoped(db, tenantKey, ids).select(demographicColumns).orderBy('id').offset(skip);
  if (limit !== undefined) query.limit(limit);
  return (await query).map(toDemographic);
}

export async function countDemographics(
  db: Knex,
  tenantKey: string,
  ids: readonly number[] | null = null,
): Promise<number> {
  const row = (await scoped(db, tenantKey, ids).count({ n: '*' }).first()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}
