import type { Knex } from 'knex';
import { scaleBrand } from './brands/index.ts';
import { syncSequences } from './generate/ids.ts';
import { seedTenant, tenantExists, type TenantSeedResult } from './seed-tenant.ts';
import { summarize, type SeedSummary } from './summary.ts';
import { analyzeDatabase } from '../analyze.ts';

export interface ScaleSeedOptions {
  /** Write the demo image files here. */
  filesDir?: string;
  /** How many scale tenants: scale1 … scaleN (default 1). */
  tenants?: number;
  /** Content items per tenant (default 10,000). */
  items?: number;
  now?: number;
  seed?: number;
}

/** Seeds load-test tenants `scale1`…`scaleN` with the demo generator; existing ones are skipped. */
export async function seedScale(
  db: Knex,
  { tenants = 1, items = 10_000, now = Date.now(), seed = 1, filesDir }: ScaleSeedOptions = {},
): Promise<SeedSummary> {
  const started = performance.now();
  const results: TenantSeedResult[] = [];
  const skipped: string[] = [];
  for (let index = 1; index <= tenants; index++) {
    const brand = scaleBrand(index);
    if (await tenantExists(db, brand.key)) skipped.push(brand.key);
    else results.push(await seedTenant(db, { brand, items, seed, now }, { filesDir }));
  }
  await syncSequences(db);
  await analyzeDatabase(db);
  return summarize(results, skipped, started);
}
