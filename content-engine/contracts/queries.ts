import type { Knex } from 'knex';
import { escapeLike } from '../core/rows.ts';
import { contractColumns, toContract, type Contract } from './contract.ts';

export type ContractStatus = 'APPROVED' | 'PENDING';

export interface ContractFilter {
  /** Matched anywhere in the title or the contributor's name (case-insensitive). */
  search?: string;
  status?: ContractStatus;
  contributorId?: number;
}

const contracts = (db: Knex, tenantKey: string) =>
  db('contracts')
    .join('persons', 'persons.id', 'contracts.contributor_id')
    .where({ 'contracts.tenant_key': tenantKey, 'persons.tenant_key': tenantKey });

function filtered(db: Knex, tenantKey: string, { search, status, contributorId }: ContractFilter) {
  const query = contracts(db, tenantKey);
  if (status === 'APPROVED') query.whereNotNull('contracts.approved_at');
  if (status === 'PENDING') query.whereNull('contracts.approved_at');
  if (contributorId !== undefined) query.where('contracts.contributor_id', contributorId);
  if (search) {
    const pattern = `%${escapeLike(search.toLowerCase())}%`;
    query.where((q) => {
      for (const column of ['contracts.title', 'persons.full_name'])
        q.orWhereRaw(`lower(??) like ? escape '\\'`, [column, pattern]);
    });
  }
  return query;
}

/** The tenant's contract (of its own contributor), or null: another tenant's id is not found. */
export async function findContractById(db: Knex, tenantKey: string, id: number): Promise<Contract | null> {
  const row: unknown = await contracts(db, tenantKey).where('contracts.id', id).first(contractColumns);
  return row ? toContract(row) : null;
}

/** One page of the tenant's contracts, newest first, and how many match in all. */
export async function listContracts(
  db: Knex,
  tenantKey: string,
  filter: ContractFilter,
  { limit, skip }: { limit: number; skip: number },
): Promise<{ contracts: Contract[]; totalCount: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, tenantKey, filter)
      .orderBy([
        { column: 'contracts.created', order: 'desc' },
        { column: 'contracts.id', order: 'desc' },
      ])
      .limit(limit)
      .offset(skip)
      .select(contractColumns),
    filtered(db, tenantKey, filter).count({ n: '*' }).first(),
  ]);
  return { contracts: (rows as unknown[]).map(toContract), totalCount: Number(count?.n ?? 0) };
}
