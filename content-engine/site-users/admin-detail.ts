import type { Knex } from 'knex';
import { dbNullableNumber, dbNumber } from '../core/rows.ts';
import { listSiteUserLogins, type SiteUserLoginEntry } from './login-history.ts';
import type { SiteUserRow } from './site-user.ts';

/** What /admin/site-users/:id shows beside the profile (SiteUserInfo). */
export interface SiteUserAdminDetail {
  id: number;
  status: SiteUserRow['status'];
  created: number;
  updated: number;
  hasPassword: boolean;
  /** Every membership row, expired ones too. */
  memberships: { membershipId: number; title: string; expiration: number | null; created: number }[];
  favorites: { contentId: number; name: string; created: number }[];
  logins: SiteUserLoginEntry[];
}

export async function loadSiteUserAdminDetail(
  db: Knex,
  { tenantKey, user }: { tenantKey: string; user: SiteUserRow & { created: number; updated: number } },
): Promise<SiteUserAdminDetail> {
  const [memberships, favorites, logins] = await Promise.all([
    db('site_user_memberships as h')
      .join('memberships as m', 'm.id', 'h.membership_id')
      .where({ 'h.site_user_id': user.id, 'm.tenant_key': tenantKey })
      .orderBy('m.title')
      .select('h.membership_id', 'm.title', 'h.expiration', 'h.created'),
    db('site_user_favorites as f')
      .join('content as c', 'c.id', 'f.content_id')
      .where({ 'f.site_user_id': user.id, 'c.tenant_key': tenantKey })
      .orderBy([
        { column: 'f.created', order: 'desc' },
        { column: 'f.content_id', order: 'desc' },
      ])
      .limit(200)
      .select('f.content_id', 'c.name', 'f.created'),
    listSiteUserLogins(db, { tenantKey, userId: user.id }),
  ]);
  return {
    id: user.id,
    status: user.status,
    created: user.created,
    updated: user.updated,
    hasPassword: !!user.password_hash,
    memberships: memberships.map((row) => ({
      membershipId: dbNumber.parse(row.membership_id),
      title: String(row.title),
      expiration: dbNullableNumber.parse(row.expiration),
      created: dbNumber.parse(row.created),
    })),
    favorites: favorites.map((row) => ({
      contentId: dbNumber.parse(row.content_id),
      name: String(row.name),
      created: dbNumber.parse(row.created),
    })),
    logins,
  };
}

/** The user's row with its dates, or null (another tenant's id is not found). */
export async function findSiteUserWithDates(
  db: Knex,
  { tenantKey, id }: { tenantKey: string; id: number },
  parse: (row: unknown) => SiteUserRow,
) {
  const row = (await db('site_users').where({ tenant_key: tenantKey, id }).first()) as
    (Record<string, unknown> & { created: unknown; updated: unknown }) | undefined;
  if (!row) return null;
  return { ...parse(row), created: dbNumber.parse(row.created), updated: dbNumber.parse(row.updated) };
}
