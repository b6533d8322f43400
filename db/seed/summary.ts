import type { SeedTable } from './generate/dataset.ts';
import type { TenantSeedResult } from './seed-tenant.ts';

export interface SeedSummary {
  /** Tenants created by this run. */
  tenantKeys: string[];
  /** Tenants left alone because they already existed. */
  skipped: string[];
  /** Rows inserted per table, over all tenants. */
  rows: Partial<Record<SeedTable, number>>;
  contentItems: number;
  ms: number;
}

export function summarize(results: TenantSeedResult[], skipped: string[], started: number): SeedSummary {
  const rows: Partial<Record<SeedTable, number>> = {};
  for (const result of results)
    for (const [table, count] of Object.entries(result.rows) as [SeedTable, number][])
      rows[table] = (rows[table] ?? 0) + count;
  return {
    tenantKeys: results.map((r) => r.tenantKey),
    skipped,
    rows,
    contentItems: rows.content ?? 0,
    ms: Math.round(performance.now() - started),
  };
}
