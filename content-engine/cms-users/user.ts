import { z } from 'zod';
import { dbBoolean, dbJson, dbNumber } from '../core/rows.ts';
import type { CmsSession } from '../core/cms-session.ts';

/** CMS user status (spec admin §3): 0 inactive (including invited, not yet activated), 1 active. */
export const CmsUserStatus = { INACTIVE: 0, ACTIVE: 1 } as const;

export const cmsUserRow = z.object({
  id: dbNumber,
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  password_hash: z.string().nullable(),
  role: z.string(),
  extra_permissions: dbJson(z.array(z.string())),
  status: dbNumber,
  is_global: dbBoolean,
});

export type CmsUserRow = z.infer<typeof cmsUserRow>;

/** A CMS user as the API shows it (never the password hash): the session's user plus account fields. */
export interface CmsUser extends Omit<CmsSession, 'tokenFamily'> {
  extraPermissions: string[];
  status: number;
}

export function toCmsUser(
  row: CmsUserRow,
  { rolePermissions, tenants }: { rolePermissions: string[]; tenants: string[] },
): CmsUser {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    permissions: [...new Set([...rolePermissions, ...row.extra_permissions])].sort(),
    extraPermissions: row.extra_permissions,
    isGlobal: row.is_global,
    tenants: row.is_global ? [] : tenants,
    status: row.status,
  };
}

export const toSession = (user: CmsUser, tokenFamily: string): CmsSession => ({
  id: user.id,
  email: user.email,
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role,
  permissions: user.permissions,
  isGlobal: user.isGlobal,
  tenants: user.tenants,
  tokenFamily,
});
