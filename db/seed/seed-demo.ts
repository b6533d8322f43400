import type { Knex } from 'knex';
import { demoBrands } from './brands/index.ts';
import { syncSequences } from './generate/ids.ts';
import { seedDemoNews } from './seed-news.ts';
import { seedTenant, tenantExists, type TenantSeedResult } from './seed-tenant.ts';
import { summarize, type SeedSummary } from './summary.ts';
import { analyzeDatabase } from '../analyze.ts';

export type { SeedSummary } from './summary.ts';

export interface DemoSeedOptions {
  /** How many demo tenants, in order: fleetowner, plantservices, healthcareit, demotest (default all). */
  tenants?: number;
  /** Content items per brand tenant (default 700); the test tenant gets a seventh. */
  itemsPerTenant?: number;
  /** The clock dates are generated around (default now). Same seed and `now` → identical rows. */
  now?: number;
  /** PRNG seed (default 1). */
  seed?: number;
  /** Write the demo image files here (npm start and the seed CLI do; tests need not). */
  filesDir?: string;
}

/** True when the database has no tenant yet (a fresh install the demo may fill). */
export async function isDatabaseEmpty(db: Knex): Promise<boolean> {
  return !(await db('tenants').first('key'));
}

/** Seeds the demo tenants that do not exist yet. Deterministic for a given seed and `now`. */
export async function seedDemo(
  db: Knex,
  { tenants = demoBrands.length, itemsPerTenant = 700, now = Date.now(), seed = 1, filesDir }: DemoSeedOptions = {},
): Promise<SeedSummary> {
  const started = performance.now();
  const results: TenantSeedResult[] = [];
  const skipped: string[] = [];
  for (const [index, brand] of demoBrands.slice(0, Math.max(0, tenants)).entries()) {
    if (await tenantExists(db, brand.key)) {
      skipped.push(brand.key);
      continue;
    }
    const items = brand.isTest ? Math.max(1, Math.round(itemsPerTenant / 7)) : itemsPerTenant;
    results.push(
      await seedTenant(db, { brand, items, seed, now, withGlobalLayout: index === 0, showcase: true }, { filesDir }),
    );
  }
  await seedDemoNews(db, { now });
  await syncSequences(db);
  await analyzeDatabase(db);
  return summarize(results, skipped, started);
}
