import type { Knex } from 'knex';
import { toJson } from '../core/rows.ts';
import { CmsUserStatus, cmsUserRow, toCmsUser, type CmsUser, type CmsUserRow } from './user.ts';

const userColumns = [
  'id',
  'email',
  'username',
  'first_name',
  'last_name',
  'password_hash',
  'role',
  'extra_permissions',
  'status',
  'is_global',
];

const parseRow = (row: unknown): CmsUserRow | null => (row ? cmsUserRow.parse(row) : null);

/** The user whose username or e-mail is `login`, case-insensitively (a username match wins). */
export async function findUserByLogin(db: Knex, login: string): Promise<CmsUserRow | null> {
  const lower = login.toLowerCase();
  const rows = await db('cms_users')
    .select(userColumns)
    .whereRaw('lower(username) = ?', [lower])
    .orWhereRaw('lower(email) = ?', [lower])
    .orderBy('id')
    .limit(5);
  const parsed = rows.map((row) => cmsUserRow.parse(row));
  return parsed.find((row) => row.username.toLowerCase() === lower) ?? parsed[0] ?? null;
}

export async function findUserByEmail(db: Knex, email: string): Promise<CmsUserRow | null> {
  return parseRow(
    await db('cms_users').select(userColumns).whereRaw('lower(email) = ?', [email.toLowerCase()]).first(),
  );
}

export async function findUserById(db: Knex, id: number): Promise<CmsUserRow | null> {
  return parseRow(await db('cms_users').select(userColumns).where({ id }).first());
}

export async function findRolePermissions(db: Knex, role: string): Promise<string[]> {
  return db('role_permissions').where({ role }).orderBy('permission').pluck('permission');
}

export async function findUserTenants(db: Knex, userId: number): Promise<string[]> {
  return db('cms_user_tenants').where({ user_id: userId }).orderBy('tenant_key').pluck('tenant_key');
}

/** A user row completed with its role's permissions and its tenants. */
export async function completeUser(db: Knex, row: CmsUserRow): Promise<CmsUser> {
  const [rolePermissions, tenants] = await Promise.all([
    findRolePermissions(db, row.role),
    findUserTenants(db, row.id),
  ]);
  return toCmsUser(row, { rolePermissions, tenants });
}

export async function loadCmsUser(db: Knex, id: number): Promise<CmsUser | null> {
  const row = await findUserById(db, id);
  return row ? completeUser(db, row) : null;
}

export interface NewCmsUser {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  role: string;
  extraPermissions: string[];
  status: number;
  isGlobal: boolean;
  tenants: string[];
}

export async function insertCmsUser(db: Knex, user: NewCmsUser, now: number): Promise<number> {
  const [inserted] = await db('cms_users')
    .insert({
      email: user.email.toLowerCase(),
      username: user.username,
      first_name: user.firstName,
      last_name: user.lastName,
      password_hash: user.passwordHash,
      role: user.role,
      extra_permissions: toJson(user.extraPermissions),
      status: user.status,
      is_global: user.isGlobal,
      created: now,
      updated: now,
    })
    .returning('id');
  const id = typeof inserted === 'object' ? Number((inserted as { id: number }).id) : Number(inserted);
  if (!user.isGlobal && user.tenants.length) {
    await db('cms_user_tenants').insert(
      [...new Set(user.tenants)].map((tenantKey) => ({ user_id: id, tenant_key: tenantKey })),
    );
  }
  return id;
}

export type CmsUserChanges = Partial<
  Pick<
    NewCmsUser,
    'email' | 'username' | 'firstName' | 'lastName' | 'role' | 'extraPermissions' | 'status' | 'isGlobal'
  >
>;

/** Writes the given account fields (not the password); `tenants` replaces the user's sites when given. */
export async function updateCmsUserRow(
  db: Knex,
  { id, changes, tenants, now }: { id: number; changes: CmsUserChanges; tenants?: string[]; now: number },
) {
  const { email, username, firstName, lastName, role, extraPermissions, status, isGlobal } = changes;
  const row = {
    email: email?.toLowerCase(),
    username,
    first_name: firstName,
    last_name: lastName,
    role,
    extra_permissions: extraPermissions && toJson(extraPermissions),
    status,
    is_global: isGlobal,
  };
  await db('cms_users')
    .where({ id })
    .update({ ...Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined)), updated: now });
  if (tenants) {
    await db('cms_user_tenants').where({ user_id: id }).delete();
    if (tenants.length)
      await db('cms_user_tenants').insert(tenants.map((tenantKey) => ({ user_id: id, tenant_key: tenantKey })));
  }
}

export async function updatePassword(
  db: Knex,
  {
    userId,
    passwordHash,
    activate = false,
    now,
  }: { userId: number; passwordHash: string; activate?: boolean; now: number },
) {
  await db('cms_users')
    .where({ id: userId })
    .update({ password_hash: passwordHash, updated: now, ...(activate ? { status: CmsUserStatus.ACTIVE } : {}) });
}

export async function roleExists(db: Knex, role: string): Promise<boolean> {
  return Boolean(await db('roles').where({ name: role }).first('name'));
}

/** Which of the e-mail or (case-insensitively) the username another user already has, if either. */
export async function takenLogin(
  db: Knex,
  { email, username, exceptId }: { email?: string; username?: string; exceptId?: number },
): Promise<'email' | 'username' | null> {
  if (email === undefined && username === undefined) return null;
  const query = db('cms_users').where((q) => {
    if (email !== undefined) q.orWhereRaw('lower(email) = ?', [email.toLowerCase()]);
    if (username !== undefined) q.orWhereRaw('lower(username) = ?', [username.toLowerCase()]);
  });
  if (exceptId !== undefined) query.whereNot('id', exceptId);
  const rows: { email: string; username: string }[] = await query.select('email', 'username').limit(2);
  if (email !== undefined && rows.some((row) => row.email.toLowerCase() === email.toLowerCase())) return 'email';
  return rows.length ? 'username' : null;
}

export async function existingTenantKeys(db: Knex, keys: string[]): Promise<string[]> {
  return keys.length ? db('tenants').whereIn('key', keys).pluck('key') : [];
}
