import type { Knex } from 'knex';
import type { SeedTable } from './generate/dataset.ts';
import { generateTenant, type TenantPlan } from './generate/generate-tenant.ts';
import { createIdAllocator } from './generate/ids.ts';
import { insertDataset } from './insert-dataset.ts';
import { hashMemberPasswords, startMemberHash } from './member-passwords.ts';
import { writeDemoImages } from './asset-files.ts';
import { indexContentSearch } from '../../content-engine/search/index-queries.ts';

export interface TenantSeedResult {
  tenantKey: string;
  rows: Record<SeedTable, number>;
}

/**
 * Generates one tenant and inserts it in a single transaction (all or nothing), each member's
 * password hashed with a salt of its own; with `filesDir`, also writes its demo image files there.
 */
export async function seedTenant(
  db: Knex,
  plan: TenantPlan,
  { filesDir }: { filesDir?: string } = {},
): Promise<TenantSeedResult> {
  const memberHash = startMemberHash();
  const { result, assets } = await db.transaction(async (trx) => {
    const data = generateTenant(plan, await createIdAllocator(trx));
    await hashMemberPasswords(data.site_users, memberHash);
    const rows = await insertDataset(trx, data);
    await indexContentSearch(trx, { tenantKey: plan.brand.key });
    return { result: { tenantKey: plan.brand.key, rows }, assets: data.assets };
  });
  if (filesDir) await writeDemoImages(assets as unknown as Parameters<typeof writeDemoImages>[0], filesDir);
  return result;
}

export async function tenantExists(db: Knex, key: string): Promise<boolean> {
  return Boolean(await db('tenants').where({ key }).first('key'));
}
