import type { Knex } from 'knex';
import { notFound } from '../core/errors.ts';
import { activeMemberships } from '../memberships/queries.ts';
import { findSiteUserById } from './queries.ts';
import { favoriteContent, heldMemberships, subscribedNewsletters } from './relations-queries.ts';
import type { SiteUserInfo } from '../shared/site-user-info.ts';

export type { SiteUserInfo };

/** Reads a user of the tenant with their memberships, newsletters and favourites. */
export async function loadSiteUserInfo(
  db: Knex,
  {
    tenantKey,
    userId,
    now,
    isSimulated = false,
  }: { tenantKey: string; userId: number; now: number; isSimulated?: boolean },
): Promise<SiteUserInfo> {
  const [user, held, newsletters, favorites, offered] = await Promise.all([
    findSiteUserById(db, { tenantKey, id: userId }),
    heldMemberships(db, { userId, now }),
    subscribedNewsletters(db, userId),
    favoriteContent(db, userId),
    activeMemberships(db, tenantKey),
  ]);
  if (!user) throw notFound(`Site user ${userId}`);
  const heldIds = new Set(held.map((m) => m.membershipId));
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    username: user.username,
    company: user.company,
    title: user.title,
    city: user.city,
    postalCode: user.postal_code,
    region: user.region,
    countryCode: user.country_code,
    omedaEncryptedCustomerId: user.omeda_encrypted_customer_id,
    hashedId: user.hashed_id,
    emails: [user.email],
    memberships: [...heldIds],
    newsletters,
    favoriteContent: favorites,
    hasPaid: held.some((m) => !m.isFree),
    missingMemberships: offered.filter((m) => !heldIds.has(m.id)).map((m) => m.id),
    isSimulated,
    demographics: user.demographics,
  };
}
