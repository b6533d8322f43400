import type { Knex } from 'knex';
import { MembershipStatus, membershipColumns, toMembership, type Membership } from './membership.ts';

/** The tenant's memberships by id, optionally of one status or one id. */
export async function listMemberships(
  db: Knex,
  tenantKey: string,
  { status, id }: { status?: number | null; id?: number | null } = {},
): Promise<Membership[]> {
  const query = db('memberships').where({ tenant_key: tenantKey }).select(membershipColumns).orderBy('id');
  if (status !== undefined && status !== null) query.where({ status });
  if (id !== undefined && id !== null) query.where({ id });
  return (await query).map(toMembership);
}

export async function findMembership(db: Knex, tenantKey: string, id: number): Promise<Membership | null> {
  const row = await db('memberships').where({ tenant_key: tenantKey, id }).first(membershipColumns);
  return row ? toMembership(row) : null;
}

/** The memberships a tenant offers now (status 1). */
export const activeMemberships = (db: Knex, tenantKey: string) =>
  listMemberships(db, tenantKey, { status: MembershipStatus.ACTIVE });
