import type { Knex } from 'knex';
import { escapeLike } from '../core/rows.ts';
import type { LicenseRanges } from './license-matcher.ts';
import { siteLicenseColumns, toSiteLicense, type SiteLicense, type SiteLicenseStatus } from './site-license.ts';

export async function findSiteLicense(db: Knex, tenantKey: string, id: number): Promise<SiteLicense | null> {
  const row: unknown = await db('site_licenses').where({ tenant_key: tenantKey, id }).first(siteLicenseColumns);
  return row ? toSiteLicense(row) : null;
}

/** The tenant's active licences with their ranges: what the lookup matches against. */
export async function loadActiveLicenseRanges(db: Knex, tenantKey: string): Promise<LicenseRanges[]> {
  const rows: unknown[] = await db('site_licenses')
    .where({ tenant_key: tenantKey, status: 'active' })
    .orderBy('id')
    .select(siteLicenseColumns);
  return rows.map(toSiteLicense);
}

interface ListFilter {
  tenantKey: string;
  /** Matched in the company name or the stored ranges, case-insensitively. */
  search?: string;
  status?: SiteLicenseStatus;
}

function filtered(db: Knex, { tenantKey, search, status }: ListFilter) {
  const query = db('site_licenses').where({ tenant_key: tenantKey });
  if (status) query.where({ status });
  if (search) {
    const pattern = `%${escapeLike(search.toLowerCase())}%`;
    query.where((q) => {
      for (const column of ['company_name', 'ip_ranges'])
        q.orWhereRaw(`lower(??) like ? escape '\\'`, [column, pattern]);
    });
  }
  return query;
}

/** One page of the tenant's licences by company name, and how many match in all. */
export async function listSiteLicenses(
  db: Knex,
  filter: ListFilter,
  { limit, skip }: { limit: number; skip: number },
): Promise<{ licenses: SiteLicense[]; totalCount: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .select(siteLicenseColumns)
      .orderByRaw('lower(??), ??', ['company_name', 'id'])
      .limit(limit)
      .offset(skip),
    filtered(db, filter).count({ n: '*' }).first(),
  ]);
  return { licenses: rows.map(toSiteLicense), totalCount: Number(count?.n ?? 0) };
}
