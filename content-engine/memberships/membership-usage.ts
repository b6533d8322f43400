import type { Knex } from 'knex';
import { tags, type ChangeTag } from '../core/change-tags.ts';
import { ContentStatus } from '../shared/enums.ts';

/** The tenant's content items (not deleted) gated on the membership: their pages show its gate. */
export async function gatedContentIds(db: Knex, tenantKey: string, membershipId: number): Promise<number[]> {
  // membership_ids is a JSON array in text: narrow with LIKE, then read each row's list exactly.
  const rows: { id: number | string; membership_ids: string }[] = await db('content')
    .where({ tenant_key: tenantKey })
    .whereNot('status', ContentStatus.DELETED)
    .where('membership_ids', 'like', `%${membershipId}%`)
    .orderBy('id')
    .select('id', 'membership_ids');
  return rows
    .filter((row) => (JSON.parse(row.membership_ids) as unknown[]).map(Number).includes(membershipId))
    .map((row) => Number(row.id));
}

/** How many site users hold the membership (expired or not). */
export async function holderCount(db: Knex, tenantKey: string, membershipId: number): Promise<number> {
  const row = (await db('site_user_memberships')
    .where({ tenant_key: tenantKey, membership_id: membershipId })
    .count({ n: '*' })
    .first()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}

/**
 * The pages a membership change regenerates: those listing or joining memberships (the membership
 * blocks carry `memberships`) and the pages of the items gated on it.
 */
export async function membershipChangeTags(db: Knex, tenantKey: string, membershipId: number): Promise<ChangeTag[]> {
  return [tags.memberships, ...(await gatedContentIds(db, tenantKey, membershipId)).map(tags.content)];
}
