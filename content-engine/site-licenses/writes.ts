import type { Knex } from 'knex';
import { toJson } from '../core/rows.ts';
import type { SiteLicenseStatus } from './site-license.ts';

export interface SiteLicenseFields {
  companyName: string;
  ipRanges: string[];
  status: SiteLicenseStatus;
}

const columns = ({ companyName, ipRanges, status }: SiteLicenseFields) => ({
  company_name: companyName,
  ip_ranges: toJson(ipRanges),
  status,
});

export async function insertSiteLicenseRow(
  db: Knex,
  { tenantKey, fields, now }: { tenantKey: string; fields: SiteLicenseFields; now: number },
): Promise<number> {
  const [inserted] = await db('site_licenses')
    .insert({ tenant_key: tenantKey, ...columns(fields), created: now, updated: now })
    .returning('id');
  return typeof inserted === 'object' ? Number((inserted as { id: number }).id) : Number(inserted);
}

export async function updateSiteLicenseRow(
  db: Knex,
  { tenantKey, id, fields, now }: { tenantKey: string; id: number; fields: SiteLicenseFields; now: number },
) {
  await db('site_licenses')
    .where({ tenant_key: tenantKey, id })
    .update({ ...columns(fields), updated: now });
}

export async function deleteSiteLicenseRow(db: Knex, tenantKey: string, id: number) {
  await db('site_licenses').where({ tenant_key: tenantKey, id }).delete();
}
