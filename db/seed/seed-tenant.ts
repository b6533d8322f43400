import type { Knex } from 'knex';
import type { SeedTable } from './generate/dataset.ts';
import { generateTenant, type TenantPlan } from './generate/generate-tenant.ts';
import { createIdAllocator } from './generate/ids.ts';
import { insertDataset } from './insert-dataset.ts';

export interface TenantSeedResult {
  tenantKey: string;
  rows: Record<SeedTable, number>;
}

/** Generates one tenant and inserts it in a single transaction (all or nothing). */
export async function seedTenant(db: Knex, plan: TenantPlan): Promise<TenantSeedResult> {
  return db.transaction(async (trx) => {
    const data = generateTenant(plan, await createIdAllocator(trx));
    return { tenantKey: plan.brand.key, rows: await insertDataset(trx, data) };
  });
}

export async function tenantExists(db: Knex, key: string): Promise<boolean> {
  return Boolean(await db('tenants').where({ key }).first('key'));
}
