import type { Knex } from 'knex';
import type { EngineContext } from '../core/context.ts';
import { forbidden, notFound } from '../core/errors.ts';
import { badInput } from '../core/validate.ts';
import { requirePermission } from '../core/access.ts';
import { existingTenantKeys, findRolePermissions, roleExists } from './queries.ts';
import type { CmsSession } from '../core/cms-session.ts';
import type { CmsUser } from './user.ts';

/**
 * Which CMS users a manager (manage_users) may see and change. `tenants` is the constraint:
 * null for a global manager or system work (every user), else the manager's sites: they see only
 * site-specific users sharing one of them, never global users.
 */
export interface ManagerScope {
  manager: CmsSession;
  tenants: string[] | null;
  system: boolean;
}

export function requireUserManager(ctx: Pick<EngineContext, 'cmsUser' | 'tenant' | 'system'>): ManagerScope {
  const manager = requirePermission(ctx, ['manage_users']);
  return { manager, tenants: ctx.system || manager.isGlobal ? null : manager.tenants, system: ctx.system };
}

export const canSeeUser = (scope: ManagerScope, user: Pick<CmsUser, 'isGlobal' | 'tenants'>) =>
  scope.tenants === null || (!user.isGlobal && user.tenants.some((key) => scope.tenants!.includes(key)));

/** The user as the manager sees them: a site-specific manager sees only the sites they share. */
export const viewFor = (scope: ManagerScope, user: CmsUser): CmsUser =>
  scope.tenants === null ? user : { ...user, tenants: user.tenants.filter((key) => scope.tenants!.includes(key)) };

/** NOT_FOUND (not FORBIDDEN: existence is not revealed) for a user outside the scope. */
export function assertCanSee(scope: ManagerScope, user: CmsUser | null, id: number): asserts user is CmsUser {
  if (!user || !canSeeUser(scope, user)) throw notFound(`CMS user ${id}`);
}

/**
 * Whether the manager manages every site of the user: always for a global manager or system work;
 * for a site-specific manager only a site-specific user all of whose sites are the manager's.
 */
export const managesEverySiteOf = (scope: ManagerScope, user: Pick<CmsUser, 'isGlobal' | 'tenants'>) =>
  scope.tenants === null || (!user.isGlobal && user.tenants.every((key) => scope.tenants!.includes(key)));

/**
 * The account of a user who also works on sites the manager does not manage is not the manager's
 * to change: its e-mail, username, names, role, permissions and status reach those sites too (a new
 * e-mail and a reset link would hand the manager the account there). The manager may still add or
 * remove their own sites for that user. `changed` names the account fields the change touches.
 */
export function assertCanChangeAccount(scope: ManagerScope, user: CmsUser, changed: string[]) {
  if (changed.length === 0 || managesEverySiteOf(scope, user)) return;
  throw forbidden(
    `This CMS user also works on sites you do not manage, so you can only add or remove your own sites for them; ask a manager of all their sites to change: ${changed.join(', ')}.`,
  );
}

/** A manager changes only users who hold no permission the manager lacks (no takeover of stronger accounts). */
export function assertCanChange(scope: ManagerScope, user: CmsUser) {
  if (scope.system) return;
  if (user.permissions.some((p) => !scope.manager.permissions.includes(p)))
    throw forbidden('You cannot change a CMS user who holds permissions you do not hold.');
}

export interface Grant {
  role: string;
  extraPermissions: string[];
  isGlobal: boolean;
  /** Every site the user will have. */
  tenants: string[];
  /** The sites among them the user did not have before (all of them for a new user). */
  addedTenants: string[];
}

/**
 * Checks what a user is given: the role and sites exist, a site-specific user has a site, and the
 * manager gives only permissions they hold and, when site-specific, only their own sites.
 */
export async function assertCanGrant(db: Knex, scope: ManagerScope, grant: Grant) {
  if (!(await roleExists(db, grant.role))) throw badInput('role', `Unknown role "${grant.role}"`);
  if (!grant.isGlobal && grant.tenants.length === 0)
    throw badInput('tenants', 'A site-specific user needs at least one site');
  const known = await existingTenantKeys(db, grant.addedTenants);
  const unknown = grant.addedTenants.filter((key) => !known.includes(key));
  if (unknown.length) throw badInput('tenants', `Unknown sites: ${unknown.join(', ')}`);
  if (scope.system) return;
  const granted = [...(await findRolePermissions(db, grant.role)), ...grant.extraPermissions];
  if (granted.some((p) => !scope.manager.permissions.includes(p)))
    throw forbidden('You cannot grant permissions you do not hold.');
  if (scope.tenants !== null && (grant.isGlobal || grant.addedTenants.some((key) => !scope.tenants!.includes(key)))) {
    throw forbidden('You can give CMS users only the sites you manage yourself.');
  }
}
