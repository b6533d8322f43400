import type { Knex } from 'knex';
import { toJson } from '../core/rows.ts';
import type { Membership } from './membership.ts';

/** What a membership write stores (and its history entry shows): the membership without its id. */
export type MembershipFields = Omit<Membership, 'id'>;

const toRow = (m: MembershipFields) => ({
  title: m.title,
  alias: m.alias,
  status: m.status,
  is_free: m.isFree,
  omeda_product: m.omedaProduct,
  required_user_common_fields: toJson(m.requiredUserCommonFields),
  required_user_demographic_fields: toJson(m.requiredUserDemographicFields),
  additional_user_demographic_fields: toJson(m.additionalUserDemographicFields),
});

export async function insertMembershipRow(
  db: Knex,
  { tenantKey, fields, now }: { tenantKey: string; fields: MembershipFields; now: number },
): Promise<number> {
  const [inserted] = await db('memberships')
    .insert({ tenant_key: tenantKey, ...toRow(fields), created: now, updated: now })
    .returning('id');
  return typeof inserted === 'object' ? Number((inserted as { id: number }).id) : Number(inserted);
}

export async function updateMembershipRow(
  db: Knex,
  { tenantKey, id, fields, now }: { tenantKey: string; id: number; fields: MembershipFields; now: number },
) {
  await db('memberships')
    .where({ tenant_key: tenantKey, id })
    .update({ ...toRow(fields), updated: now });
}

export async function deleteMembershipRow(db: Knex, tenantKey: string, id: number) {
  await db('memberships').where({ tenant_key: tenantKey, id }).delete();
}
