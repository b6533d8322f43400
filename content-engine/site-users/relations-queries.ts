import type { Knex } from 'knex';
import { dbBoolean, dbNullableNumber, dbNumber } from '../core/rows.ts';

/** The user's memberships that have not expired, with whether each is free. */
export async function heldMemberships(db: Knex, { userId, now }: { userId: number; now: number }) {
  const rows = await db('site_user_memberships as h')
    .join('memberships as m', 'm.id', 'h.membership_id')
    .where('h.site_user_id', userId)
    .where((q) => q.whereNull('h.expiration').orWhere('h.expiration', '>', now))
    .orderBy('h.membership_id')
    .select('h.membership_id', 'h.expiration', 'm.is_free');
  return rows.map((row) => ({
    membershipId: dbNumber.parse(row.membership_id),
    expiration: dbNullableNumber.parse(row.expiration),
    isFree: dbBoolean.parse(row.is_free),
  }));
}

/** Grants a membership, or changes the expiration of one the user holds (null: never expires). */
export async function grantMembership(
  db: Knex,
  {
    tenantKey,
    userId,
    membershipId,
    expiration,
    now,
  }: { tenantKey: string; userId: number; membershipId: number; expiration: number | null; now: number },
) {
  await db('site_user_memberships')
    .insert({ tenant_key: tenantKey, site_user_id: userId, membership_id: membershipId, expiration, created: now })
    .onConflict(['site_user_id', 'membership_id'])
    .merge(['expiration']);
}

export async function subscribedNewsletters(db: Knex, userId: number): Promise<string[]> {
  return db('site_user_newsletters').where({ site_user_id: userId }).orderBy('newsletter_id').pluck('newsletter_id');
}

export async function addNewsletters(
  db: Knex,
  {
    tenantKey,
    userId,
    newsletterIds,
    now,
  }: { tenantKey: string; userId: number; newsletterIds: readonly string[]; now: number },
) {
  if (newsletterIds.length === 0) return;
  await db('site_user_newsletters')
    .insert(
      newsletterIds.map((id) => ({ tenant_key: tenantKey, site_user_id: userId, newsletter_id: id, created: now })),
    )
    .onConflict(['site_user_id', 'newsletter_id'])
    .ignore();
}

export async function removeNewsletter(db: Knex, { userId, newsletterId }: { userId: number; newsletterId: string }) {
  await db('site_user_newsletters').where({ site_user_id: userId, newsletter_id: newsletterId }).delete();
}

/** The user's favourite content, newest first. */
export async function favoriteContent(db: Knex, userId: number): Promise<{ id: number; created: number }[]> {
  const rows = await db('site_user_favorites')
    .where({ site_user_id: userId })
    .orderBy([
      { column: 'created', order: 'desc' },
      { column: 'content_id', order: 'desc' },
    ])
    .select('content_id', 'created');
  return rows.map((row) => ({ id: dbNumber.parse(row.content_id), created: dbNumber.parse(row.created) }));
}

export async function addFavorite(
  db: Knex,
  { tenantKey, userId, contentId, now }: { tenantKey: string; userId: number; contentId: number; now: number },
) {
  await db('site_user_favorites')
    .insert({ tenant_key: tenantKey, site_user_id: userId, content_id: contentId, created: now })
    .onConflict(['site_user_id', 'content_id'])
    .ignore();
}

export async function removeFavorite(db: Knex, { userId, contentId }: { userId: number; contentId: number }) {
  await db('site_user_favorites').where({ site_user_id: userId, content_id: contentId }).delete();
}
