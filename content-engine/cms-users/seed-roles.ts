import type { Knex } from 'knex';
import { permissions, type Permission } from '../shared/permissions.ts';
import { hashPassword } from '../credentials/passwords.ts';
import { findUserByEmail, insertCmsUser, roleExists, updatePassword } from './queries.ts';
import { CmsUserStatus } from './user.ts';

/** The built-in roles and the permissions each starts with. */
export const defaultRoles: Record<string, { label: string; permissions: readonly Permission[] }> = {
  administrator: { label: 'Administrator', permissions },
  editor: {
    label: 'Editor',
    permissions: [
      'manage_content',
      'manage_taxonomy',
      'manage_assets',
      'view_site_sections',
      'view_site_layouts',
      'view_site_settings',
      'manage_menus',
      'manage_redirects',
      'bulk_update_content',
      'view_common_reports',
      'manage_magazine_issues',
    ],
  },
  viewer: { label: 'Viewer', permissions: permissions.filter((p) => p.startsWith('view_')) },
};

const describe = (permission: string) => permission.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** Inserts every known permission and the built-in roles; leaves existing grants alone. Idempotent. */
export async function ensureRolesAndPermissions(db: Knex): Promise<void> {
  await db('permissions')
    .insert(permissions.map((name) => ({ name, description: describe(name) })))
    .onConflict('name')
    .ignore();
  await db('roles')
    .insert(Object.entries(defaultRoles).map(([name, role]) => ({ name, label: role.label })))
    .onConflict('name')
    .merge(['label']);
  const grants = Object.entries(defaultRoles).flatMap(([role, r]) =>
    r.permissions.map((permission) => ({ role, permission })),
  );
  await db('role_permissions').insert(grants).onConflict(['role', 'permission']).ignore();
}

export interface CmsUserSeed {
  email: string;
  password: string;
  username?: string;
  firstName?: string;
  lastName?: string;
  role?: string;
  isGlobal?: boolean;
  tenants?: string[];
  extraPermissions?: string[];
}

/**
 * Creates an active CMS user, or sets the password of the user with this e-mail; returns the id.
 * For seeds and tests: it does not apply the password policy. Roles must exist first.
 */
export async function ensureCmsUser(db: Knex, seed: CmsUserSeed, now = Date.now()): Promise<number> {
  const passwordHash = await hashPassword(seed.password);
  const existing = await findUserByEmail(db, seed.email);
  if (existing) {
    await updatePassword(db, { userId: existing.id, passwordHash, now });
    return existing.id;
  }
  const role = seed.role ?? 'editor';
  if (!(await roleExists(db, role)))
    throw new Error(`Unknown role "${role}": run ensureRolesAndPermissions(db) first.`);
  const username = seed.username ?? seed.email.split('@')[0] ?? seed.email;
  return insertCmsUser(
    db,
    {
      email: seed.email,
      username,
      firstName: seed.firstName ?? username,
      lastName: seed.lastName ?? '',
      passwordHash,
      role,
      extraPermissions: seed.extraPermissions ?? [],
      status: CmsUserStatus.ACTIVE,
      isGlobal: seed.isGlobal ?? false,
      tenants: seed.tenants ?? [],
    },
    now,
  );
}
