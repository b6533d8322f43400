import type { Knex } from 'knex';
import { escapeLike } from '../core/rows.ts';
import { hashToken, maxTokenLength } from '../credentials/secret-tokens.ts';
import {
  companyUpdateColumns,
  toCompanyUpdate,
  type CompanyUpdate,
  type CompanyUpdateStatus,
} from './company-update.ts';

export const companyUpdateSortFields = {
  updated: 'cu.updated',
  requestedAt: 'cu.requested_at',
  company: 'c.name',
} as const;
export type CompanyUpdateSort = { field: keyof typeof companyUpdateSortFields; order: 'asc' | 'desc' };

export interface CompanyUpdateFilter {
  /** Part of the company's name or of the address the link went to. */
  search: string | null;
  statuses: readonly CompanyUpdateStatus[] | null;
}

const columns = companyUpdateColumns.map((column) => `cu.${column}`);

function filtered(db: Knex, tenantKey: string, { search, statuses }: CompanyUpdateFilter) {
  const query = db('company_updates as cu')
    .join('content as c', 'c.id', 'cu.company_id')
    .where({ 'cu.tenant_key': tenantKey, 'c.tenant_key': tenantKey });
  if (statuses?.length) query.whereIn('cu.status', statuses);
  if (search) {
    const pattern = `%${escapeLike(search.toLowerCase())}%`;
    query.where((q) =>
      q
        .whereRaw(`lower(c.name) like ? escape '\\'`, [pattern])
        .orWhereRaw(`lower(cu.email) like ? escape '\\'`, [pattern]),
    );
  }
  return query;
}

/** A page of the tenant's requests in the order asked (ties: the newest request first). */
export async function listCompanyUpdates(
  db: Knex,
  tenantKey: string,
  { limit, skip, sort, ...filter }: CompanyUpdateFilter & { limit: number; skip: number; sort: CompanyUpdateSort },
): Promise<CompanyUpdate[]> {
  const rows: unknown[] = await filtered(db, tenantKey, filter)
    .orderBy([
      { column: companyUpdateSortFields[sort.field], order: sort.order },
      { column: 'cu.id', order: 'desc' },
    ])
    .limit(limit)
    .offset(skip)
    .select(columns);
  return rows.map(toCompanyUpdate);
}

export async function countCompanyUpdates(db: Knex, tenantKey: string, filter: CompanyUpdateFilter): Promise<number> {
  const row = await filtered(db, tenantKey, filter).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

/** The tenant's request, or null (another tenant's id is not found). */
export async function findCompanyUpdate(db: Knex, tenantKey: string, id: number): Promise<CompanyUpdate | null> {
  const row: unknown = await db('company_updates as cu')
    .where({ 'cu.tenant_key': tenantKey, 'cu.id': id })
    .first(columns);
  return row ? toCompanyUpdate(row) : null;
}

/** The tenant's request whose link carries `token`, whatever its state, or null. */
export async function findCompanyUpdateByToken(
  db: Knex,
  tenantKey: string,
  token: string,
): Promise<CompanyUpdate | null> {
  if (!token || token.length > maxTokenLength) return null;
  const row: unknown = await db('company_updates as cu')
    .where({ 'cu.tenant_key': tenantKey, 'cu.token_hash': hashToken(token) })
    .first(columns);
  return row ? toCompanyUpdate(row) : null;
}

/** The company's request that still waits for the company, if any. */
export async function findOpenRequest(db: Knex, tenantKey: string, companyId: number): Promise<CompanyUpdate | null> {
  const row: unknown = await db('company_updates as cu')
    .where({ 'cu.tenant_key': tenantKey, 'cu.company_id': companyId, 'cu.status': 'requested' })
    .orderBy('cu.id', 'desc')
    .first(columns);
  return row ? toCompanyUpdate(row) : null;
}
