import type { Knex } from 'knex';
import { toJson } from '../../core/rows.ts';

/** A site licence row for tests that need one without going through the API; returns its id. Ranges are stored as given. */
export async function insertSiteLicense(
  db: Knex,
  {
    tenantKey,
    companyName,
    ipRanges,
    status = 'active',
  }: { tenantKey: string; companyName: string; ipRanges: string[]; status?: 'active' | 'inactive' },
): Promise<number> {
  const [inserted] = await db('site_licenses')
    .insert({
      tenant_key: tenantKey,
      company_name: companyName,
      ip_ranges: toJson(ipRanges),
      status,
      created: Date.now(),
      updated: Date.now(),
    })
    .returning('id');
  return typeof inserted === 'object' ? Number((inserted as { id: number }).id) : Number(inserted);
}
