import type { EngineContext } from '../../core/context.ts';
import { forbidden } from '../../core/errors.ts';
import { conflictOnUnique } from '../../core/unique-conflict.ts';
import { parseInput } from '../../core/validate.ts';
import { recordHistory } from '../../history/record-history.ts';
import { updateCmsUserInput, type UpdateCmsUserInput } from '../cms-user-input.ts';
import { assertLoginFree, loginTakenMeanwhile } from '../login-taken.ts';
import {
  assertCanChange,
  assertCanChangeAccount,
  assertCanGrant,
  assertCanSee,
  requireUserManager,
  viewFor,
  type ManagerScope,
} from '../manager-scope.ts';
import { findRolePermissions, loadCmsUser, updateCmsUserRow } from '../queries.ts';
import { evictSessions } from '../session-cache.ts';
import { revokeUserTokens } from '../token-queries.ts';
import { CmsUserStatus, type CmsUser } from '../user.ts';

/**
 * The sites the user ends with. A site-specific manager sees only the sites they share with the
 * user, so the sites they cannot see are kept whatever the input says.
 */
function nextTenants(scope: ManagerScope, before: CmsUser, input: UpdateCmsUserInput, isGlobal: boolean): string[] {
  if (isGlobal) return [];
  if (!input.tenants) return before.tenants;
  const hidden = scope.tenants === null ? [] : before.tenants.filter((key) => !scope.tenants!.includes(key));
  return [...new Set([...input.tenants, ...hidden])].sort();
}

const scalarAccountFields = ['email', 'username', 'firstName', 'lastName', 'role', 'status', 'isGlobal'] as const;

/** The account fields (everything but the sites) the input changes; fields sent with their current value do not count. */
function changedAccountFields(before: CmsUser, input: UpdateCmsUserInput): string[] {
  const changed: string[] = scalarAccountFields.filter(
    (field) => input[field] != null && input[field] !== before[field],
  );
  const permissions = input.extraPermissions && [...new Set(input.extraPermissions)];
  if (
    permissions &&
    (permissions.length !== before.extraPermissions.length ||
      permissions.some((p) => !before.extraPermissions.includes(p)))
  )
    changed.push('extraPermissions');
  return changed;
}

/**
 * The admin's edit form: changes a CMS user's account fields (not the password; fields left out
 * keep their value). Needs manage_users over the user (see manager-scope); a user who also works on
 * sites the manager does not manage only gains or loses the manager's sites; nobody deactivates
 * themselves or removes their own manage_users. A deactivated user's sessions and links end.
 */
export async function updateCmsUser({ ctx, input: raw }: { ctx: EngineContext; input: unknown }): Promise<CmsUser> {
  const input = parseInput(updateCmsUserInput, raw);
  const scope = requireUserManager(ctx);
  const before = await loadCmsUser(ctx.db, input.id);
  assertCanSee(scope, before, input.id);
  assertCanChange(scope, before);
  assertCanChangeAccount(scope, before, changedAccountFields(before, input));

  const role = input.role ?? before.role;
  const extraPermissions = input.extraPermissions ? [...new Set(input.extraPermissions)] : before.extraPermissions;
  const isGlobal = input.isGlobal ?? before.isGlobal;
  const status = input.status ?? before.status;
  const tenants = nextTenants(scope, before, input, isGlobal);
  if (!ctx.system && before.id === scope.manager.id) {
    if (status !== CmsUserStatus.ACTIVE) throw forbidden('You cannot deactivate your own account.');
    const permissions = [...(await findRolePermissions(ctx.db, role)), ...extraPermissions];
    if (!permissions.includes('manage_users')) throw forbidden('You cannot remove manage_users from your own account.');
  }
  await assertCanGrant(ctx.db, scope, {
    role,
    extraPermissions,
    isGlobal,
    tenants,
    addedTenants: tenants.filter((key) => !before.tenants.includes(key)),
  });
  const email = input.email ?? undefined;
  const username = input.username ?? undefined;
  await assertLoginFree(ctx.db, { email, username, exceptId: before.id });

  const now = ctx.now();
  const deactivated = before.status === CmsUserStatus.ACTIVE && status !== CmsUserStatus.ACTIVE;
  const tenantsChanged = tenants.join() !== before.tenants.join();
  await conflictOnUnique(
    () =>
      ctx.db.transaction(async (trx) => {
        const changes = {
          email,
          username,
          firstName: input.firstName ?? undefined,
          lastName: input.lastName ?? undefined,
          role,
          extraPermissions,
          status,
          isGlobal,
        };
        await updateCmsUserRow(trx, { id: before.id, changes, tenants: tenantsChanged ? tenants : undefined, now });
        if (deactivated) await revokeUserTokens(trx, { userId: before.id, now });
        await recordHistory({
          ctx,
          db: trx,
          tenantKey: null,
          entityType: 'cms_user',
          entityId: before.id,
          action: 'update',
          before,
          after: await loadCmsUser(trx, before.id),
        });
      }),
    loginTakenMeanwhile,
  );
  evictSessions(ctx.memos, { userId: before.id });

  const after = await loadCmsUser(ctx.db, before.id);
  if (!after) throw new Error(`CMS user ${before.id} vanished during its update`);
  return viewFor(scope, after);
}
