import type { Knex } from 'knex';
import { escapeLike } from '../core/rows.ts';
import { siteUserRow, type SiteUserStatus } from './site-user.ts';

export const siteUserSortFields = ['email', 'name', 'company', 'created'] as const;
export type SiteUserSortField = (typeof siteUserSortFields)[number];

export interface SiteUserListFilter {
  tenantKey: string;
  /** Matched anywhere in the e-mail, username, "first last" name or company, case-insensitively. */
  search?: string;
  status?: SiteUserStatus;
  /** Holds this membership (not expired at `now`). */
  membershipId?: number;
  newsletterId?: string;
  /** Registered (created) at or after, before: epoch ms. */
  registeredFrom?: number;
  registeredBefore?: number;
  now: number;
}

function filtered(db: Knex, f: SiteUserListFilter) {
  const query = db('site_users as u').where('u.tenant_key', f.tenantKey);
  if (f.status) query.where('u.status', f.status);
  if (f.registeredFrom !== undefined) query.where('u.created', '>=', f.registeredFrom);
  if (f.registeredBefore !== undefined) query.where('u.created', '<', f.registeredBefore);
  if (f.membershipId !== undefined)
    query.whereExists((q) =>
      q
        .from('site_user_memberships as h')
        .whereRaw('h.site_user_id = u.id')
        .where('h.membership_id', f.membershipId!)
        .where((e) => e.whereNull('h.expiration').orWhere('h.expiration', '>', f.now)),
    );
  if (f.newsletterId !== undefined)
    query.whereExists((q) =>
      q.from('site_user_newsletters as n').whereRaw('n.site_user_id = u.id').where('n.newsletter_id', f.newsletterId!),
    );
  if (f.search) {
    const pattern = `%${escapeLike(f.search.toLowerCase())}%`;
    query.where((q) => {
      for (const column of ['u.email', 'u.username', 'u.company'])
        q.orWhereRaw(`lower(??) like ? escape '\\'`, [column, pattern]);
      q.orWhereRaw(`lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) like ? escape '\\'`, [
        pattern,
      ]);
    });
  }
  return query;
}

const orderBy: Record<SiteUserSortField, string> = {
  email: 'lower(u.email) {o}, u.id {o}',
  name: "lower(coalesce(u.last_name, '')) {o}, lower(coalesce(u.first_name, '')) {o}, u.id {o}",
  company: "lower(coalesce(u.company, '')) {o}, u.id {o}",
  created: 'u.created {o}, u.id {o}',
};

const listColumns = ['id', 'email', 'username', 'first_name', 'last_name', 'company', 'status', 'created'];
const listRow = siteUserRow
  .pick({ id: true, email: true, username: true, first_name: true, last_name: true, company: true, status: true })
  .extend({ created: siteUserRow.shape.id });

export interface SiteUserListItem {
  id: number;
  email: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  status: SiteUserStatus;
  created: number;
}

/** One page of the tenant's site users, and how many match in all. */
export async function listSiteUsers(
  db: Knex,
  filter: SiteUserListFilter,
  page: { limit: number; skip: number; sort: SiteUserSortField; order: 'asc' | 'desc' },
): Promise<{ users: SiteUserListItem[]; totalCount: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .select(listColumns.map((c) => `u.${c}`))
      .orderByRaw(orderBy[page.sort].replaceAll('{o}', page.order))
      .limit(page.limit)
      .offset(page.skip),
    filtered(db, filter).count({ n: '*' }).first(),
  ]);
  const users = rows.map((raw: unknown) => {
    const row = listRow.parse(raw);
    return {
      id: row.id,
      email: row.email,
      username: row.username,
      firstName: row.first_name,
      lastName: row.last_name,
      company: row.company,
      status: row.status,
      created: row.created,
    };
  });
  return { users, totalCount: Number(count?.n ?? 0) };
}
