import type { Knex } from 'knex';
import { badInput } from '../core/validate.ts';
import { ContentStatus } from '../shared/enums.ts';
import type { Contract, FeeType } from './contract.ts';

/** What a contract write stores (and its history entry shows). */
export interface ContractFields {
  contributorId: number;
  title: string;
  terms: string;
  feeType: FeeType;
  feeCents: number;
  currency: string;
  paymentTerms: string;
  rights: string;
  dueDate: number | null;
}

export const fieldsOf = (c: Contract): ContractFields => ({
  contributorId: c.contributor.id,
  title: c.title,
  terms: c.terms,
  feeType: c.feeType,
  feeCents: c.feeCents,
  currency: c.currency,
  paymentTerms: c.paymentTerms,
  rights: c.rights,
  dueDate: c.dueDate,
});

const toRow = (c: ContractFields) => ({
  contributor_id: c.contributorId,
  title: c.title,
  terms: c.terms,
  fee_type: c.feeType,
  fee_cents: c.feeCents,
  currency: c.currency,
  payment_terms: c.paymentTerms,
  rights: c.rights,
  due_date: c.dueDate,
});

/** Refuses a contributor that is not a live person of the tenant (BAD_USER_INPUT on contributorId). */
export async function assertContributor(db: Knex, tenantKey: string, personId: number): Promise<void> {
  const found: unknown = await db('persons')
    .where({ tenant_key: tenantKey, id: personId })
    .whereNot('status', ContentStatus.DELETED)
    .first('id');
  if (!found) throw badInput('contributorId', `No such person of this site (${personId}).`);
}

export async function insertContractRow(
  db: Knex,
  {
    tenantKey,
    token,
    userId,
    now,
    ...fields
  }: ContractFields & { tenantKey: string; token: string; userId: number | null; now: number },
): Promise<number> {
  const [inserted] = await db('contracts')
    .insert({
      tenant_key: tenantKey,
      ...toRow(fields),
      token,
      created_by: userId,
      updated_by: userId,
      created: now,
      updated: now,
    })
    .returning('id');
  return typeof inserted === 'object' ? Number((inserted as { id: number }).id) : Number(inserted);
}

/** Stores the fields; `reopen` clears the approval (the contributor approved other terms). */
export async function updateContractRow(
  db: Knex,
  {
    tenantKey,
    id,
    userId,
    now,
    reopen,
    ...fields
  }: ContractFields & { tenantKey: string; id: number; userId: number | null; now: number; reopen: boolean },
) {
  await db('contracts')
    .where({ tenant_key: tenantKey, id })
    .update({
      ...toRow(fields),
      ...(reopen ? { approved_at: null, approved_ip: null } : {}),
      updated_by: userId,
      updated: now,
    });
}

export async function deleteContractRow(db: Knex, tenantKey: string, id: number) {
  await db('contracts').where({ tenant_key: tenantKey, id }).delete();
}

/** Sets the approval once: true when this call approved it, false when it already was. */
export async function approveContractRow(
  db: Knex,
  { tenantKey, id, ip, now }: { tenantKey: string; id: number; ip: string; now: number },
): Promise<boolean> {
  const changed = await db('contracts')
    .where({ tenant_key: tenantKey, id })
    .whereNull('approved_at')
    .update({ approved_at: now, approved_ip: ip.slice(0, 64) || null });
  return Number(changed) > 0;
}
