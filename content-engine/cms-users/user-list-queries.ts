import type { Knex } from 'knex';
import { escapeLike } from '../core/rows.ts';
import { cmsUserRow, toCmsUser, type CmsUser, type CmsUserRow } from './user.ts';

const columns = [
  'u.id',
  'u.email',
  'u.username',
  'u.first_name',
  'u.last_name',
  'u.password_hash',
  'u.role',
  'u.extra_permissions',
  'u.status',
  'u.is_global',
];

export interface UserListFilter {
  /** null: every user; else site-specific users limited to one of these tenants. */
  tenants: string[] | null;
  /** Matched anywhere in the e-mail, username, first or last name, case-insensitively. */
  search?: string;
  status?: number;
}

function filtered(db: Knex, { tenants, search, status }: UserListFilter) {
  const query = db('cms_users as u');
  if (tenants !== null) {
    query
      .where('u.is_global', false)
      .whereExists((q) =>
        q
          .select(db.raw('1'))
          .from('cms_user_tenants as t')
          .whereRaw('t.user_id = u.id')
          .whereIn('t.tenant_key', tenants),
      );
  }
  if (status !== undefined) query.where('u.status', status);
  if (search) {
    const pattern = `%${escapeLike(search.toLowerCase())}%`;
    query.where((q) => {
      for (const column of ['u.email', 'u.username', 'u.first_name', 'u.last_name'])
        q.orWhereRaw(`lower(??) like ? escape '\\'`, [column, pattern]);
    });
  }
  return query;
}

/** One page of users, by last name then first name, and how many match in all. */
export async function listCmsUsers(
  db: Knex,
  filter: UserListFilter,
  { limit, skip }: { limit: number; skip: number },
): Promise<{ users: CmsUser[]; totalCount: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .select(columns)
      .orderByRaw('lower(u.last_name), lower(u.first_name), u.id')
      .limit(limit)
      .offset(skip),
    filtered(db, filter).count({ n: '*' }).first(),
  ]);
  return {
    users: await completeUsers(
      db,
      rows.map((row: unknown) => cmsUserRow.parse(row)),
    ),
    totalCount: Number(count?.n ?? 0),
  };
}

/** Rows completed with their roles' permissions and their tenants, in two queries for the page. */
async function completeUsers(db: Knex, rows: CmsUserRow[]): Promise<CmsUser[]> {
  if (rows.length === 0) return [];
  const [grants, memberships]: [
    { role: string; permission: string }[],
    { user_id: number | string; tenant_key: string }[],
  ] = await Promise.all([
    db('role_permissions')
      .whereIn('role', [...new Set(rows.map((row) => row.role))])
      .select('role', 'permission'),
    db('cms_user_tenants')
      .whereIn(
        'user_id',
        rows.map((row) => row.id),
      )
      .orderBy('tenant_key')
      .select('user_id', 'tenant_key'),
  ]);
  return rows.map((row) =>
    toCmsUser(row, {
      rolePermissions: grants.filter((g) => g.role === row.role).map((g) => g.permission),
      tenants: memberships.filter((m) => Number(m.user_id) === row.id).map((m) => m.tenant_key),
    }),
  );
}

export interface CmsRole {
  name: string;
  label: string;
  permissions: string[];
}

/** Every role with its permissions, by label. */
export async function listRoles(db: Knex): Promise<CmsRole[]> {
  const [roles, grants]: [{ name: string; label: string }[], { role: string; permission: string }[]] =
    await Promise.all([
      db('roles').orderBy('label').select('name', 'label'),
      db('role_permissions').orderBy('permission').select('role', 'permission'),
    ]);
  return roles.map((role) => ({
    ...role,
    permissions: grants.filter((g) => g.role === role.name).map((g) => g.permission),
  }));
}
