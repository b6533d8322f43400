import type { Knex } from 'knex';
import type { EngineContext } from '../core/context.ts';
import { createTenantMemo } from '../core/tenant-memo.ts';
import { createLicenseMatcher, type LicenseMatcher } from './license-matcher.ts';
import { loadActiveLicenseRanges } from './queries.ts';

const byDb = new WeakMap<Knex, (tenantKey: string) => Promise<LicenseMatcher>>();

/**
 * The lookup runs on every gated page view: each tenant's active ranges are loaded and parsed
 * once per database handle, dropped on the tenant's site-licence changes (and after 5 s, for
 * changes made by other processes); matching is in memory.
 */
export function activeLicenses(
  ctx: Pick<EngineContext, 'db' | 'events'>,
): (tenantKey: string) => Promise<LicenseMatcher> {
  const existing = byDb.get(ctx.db);
  if (existing) return existing;
  const { db, events } = ctx;
  const memo = createTenantMemo({
    load: async (key) => createLicenseMatcher(await loadActiveLicenseRanges(db, key)),
    events,
    kinds: ['site_license'],
  });
  const matcher = (tenantKey: string) => memo.get(tenantKey);
  byDb.set(db, matcher);
  return matcher;
}
