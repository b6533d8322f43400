import type { Knex } from 'knex';
import { loginCmsUser } from '../cms-users/operations/login-cms-user.ts';
import { ensureCmsUser, ensureRolesAndPermissions } from '../cms-users/seed-roles.ts';
import type { EngineContext } from '../core/context.ts';

export interface CmsUserFixture {
  id: number;
  email: string;
  username: string;
  password: string;
}

/** An active CMS user (roles are seeded first); `status: 0` makes it inactive. */
export async function insertCmsUser(
  db: Knex,
  {
    username,
    email = `${username}@example.com`,
    password = 'correct horse battery',
    role = 'editor',
    isGlobal = false,
    tenants = [],
    extraPermissions = [],
    status = 1,
  }: {
    username: string;
    email?: string;
    password?: string;
    role?: string;
    isGlobal?: boolean;
    tenants?: string[];
    extraPermissions?: string[];
    status?: number;
  },
): Promise<CmsUserFixture> {
  await ensureRolesAndPermissions(db);
  const id = await ensureCmsUser(db, {
    email,
    username,
    password,
    firstName: username,
    lastName: 'Tester',
    role,
    isGlobal,
    tenants,
    extraPermissions,
  });
  if (status !== 1) await db('cms_users').where({ id }).update({ status });
  return { id, email, username, password };
}

/** Logs the user in through the operation; returns the bearer and refresh tokens. */
export async function loginAs(ctx: EngineContext, user: Pick<CmsUserFixture, 'username' | 'password'>) {
  return loginCmsUser({ ctx, input: { username: user.username, password: user.password } });
}
