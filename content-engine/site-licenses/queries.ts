import type { Knex } from 'knex';
import { escapeLike } from '../core/rows.ts';
import type { LicenseRanges } from './license-matcher.ts';
import type { SiteLicenseState } from './site-license-input.ts';
import { siteLicenseColumns, toSiteLicense, type SiteLicense, type SiteLicenseStatus } from './site-license.ts';

export async function findSiteLicense(db: Knex, tenantKey: string, id: number): Promise<SiteLicense | null> {
  const row: unknown = await db('site_licenses').where({ tenant_key: tenantKey, id }).first(siteLicenseColumns);
  return row ? toSiteLicense(row) : null;
}

/** Licences in force on `day` (no start or started, no end or not ended). */
const inTermOn = (query: Knex.QueryBuilder, day: string) =>
  query
    .where((q) => q.whereNull('start_date').orWhere('start_date', '<=', day))
    .where((q) => q.whereNull('end_date').orWhere('end_date', '>=', day));

/** The tenant's active licences in force on `day`, with their ranges: what the lookup matches against. */
export async function loadActiveLicenseRanges(db: Knex, tenantKey: string, day: string): Promise<LicenseRanges[]> {
  const rows: unknown[] = await inTermOn(db('site_licenses').where({ tenant_key: tenantKey, status: 'active' }), day)
    .orderBy('id')
    .select(siteLicenseColumns);
  return rows.map(toSiteLicense);
}

/** The tenant's licences but one, with their ranges, whatever their state: what a new range may overlap. */
export async function loadOtherLicenseRanges(db: Knex, tenantKey: string, exceptId: number | null) {
  const query = db('site_licenses').where({ tenant_key: tenantKey }).orderBy('id').select(siteLicenseColumns);
  if (exceptId !== null) query.whereNot({ id: exceptId });
  return ((await query) as unknown[]).map(toSiteLicense);
}

interface ListFilter {
  tenantKey: string;
  /** Matched in the company name or the stored ranges, case-insensitively. */
  search?: string;
  status?: SiteLicenseStatus;
  /** In force on `day`, past its end on `day`, or switched off. */
  state?: { state: SiteLicenseState; day: string };
}

function filtered(db: Knex, { tenantKey, search, status, state }: ListFilter) {
  const query = db('site_licenses').where({ tenant_key: tenantKey });
  if (status) query.where({ status });
  if (state?.state === 'active') inTermOn(query.where({ status: 'active' }), state.day);
  if (state?.state === 'expired') query.where('end_date', '<', state.day);
  if (state?.state === 'inactive') query.where({ status: 'inactive' });
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
