import type { Knex } from 'knex';
import { toJson } from '../core/rows.ts';
import { badInput } from '../core/validate.ts';
import { listMemberships } from '../memberships/queries.ts';
import type { SiteLicense } from './site-license.ts';

/** What a licence write stores (and its history entry shows). */
export type SiteLicenseFields = Pick<
  SiteLicense,
  'companyName' | 'ipRanges' | 'status' | 'startDate' | 'endDate' | 'membershipIds'
>;

export const licenseFieldsOf = ({ companyName, ipRanges, status, startDate, endDate, membershipIds }: SiteLicense) => ({
  companyName,
  ipRanges,
  status,
  startDate,
  endDate,
  membershipIds,
});

const columns = (f: SiteLicenseFields) => ({
  company_name: f.companyName,
  ip_ranges: toJson(f.ipRanges),
  status: f.status,
  start_date: f.startDate,
  end_date: f.endDate,
  membership_ids: toJson(f.membershipIds),
});

/** Refuses membership ids that are no membership of the tenant (another site's included). */
export async function assertTenantMemberships(db: Knex, tenantKey: string, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const known = new Set((await listMemberships(db, tenantKey)).map((m) => m.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) throw badInput('membershipIds', `No such membership of this site: ${unknown.join(', ')}`);
}

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
