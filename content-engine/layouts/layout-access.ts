import type { Knex } from 'knex';
import { forbidden } from '../core/errors.ts';
import { badInput } from '../core/validate.ts';
import type { CmsSession } from '../core/cms-session.ts';
import { existingTenantKeys } from '../cms-users/queries.ts';
import { allTenantKeys, type LayoutRecord } from './writes.ts';
import type { LayoutFields } from './layout-input.ts';

/** The tenants a layout is rendered for: every tenant when global, else those assigned. */
export async function tenantsOfLayout(db: Knex, layout: Pick<LayoutRecord, 'isGlobal' | 'tenants'>): Promise<string[]> {
  return layout.isGlobal ? allTenantKeys(db) : layout.tenants;
}

/** Site-specific users manage only layouts that apply to nothing but their own tenants. */
export function assertMayManageLayout(user: CmsSession, layout: Pick<LayoutRecord, 'isGlobal' | 'tenants'>) {
  if (user.isGlobal) return;
  if (layout.isGlobal) throw forbidden('Only a global CMS user may change a global layout.');
  if (layout.tenants.some((key) => !user.tenants.includes(key)))
    throw forbidden('This layout also applies to tenants you cannot manage.');
}

/**
 * The tenants to assign (the request's tenant when none are given): they must exist, and a
 * site-specific user may neither make a layout global nor assign tenants other than their own.
 */
export async function checkAssignment(
  db: Knex,
  { user, layout, tenantKey }: { user: CmsSession; layout: LayoutFields; tenantKey: string },
): Promise<LayoutFields> {
  if (layout.isGlobal) {
    if (!user.isGlobal) throw forbidden('Only a global CMS user may create global layouts.');
    return { ...layout, tenants: [] };
  }
  const tenants = layout.tenants.length ? layout.tenants : [tenantKey];
  const known = await existingTenantKeys(db, tenants);
  const unknown = tenants.filter((key) => !known.includes(key));
  if (unknown.length) throw badInput('tenants', `Unknown tenants: ${unknown.join(', ')}`);
  if (!user.isGlobal && tenants.some((key) => !user.tenants.includes(key)))
    throw forbidden('You can assign layouts only to your own tenants.');
  return { ...layout, tenants: [...tenants].sort() };
}
