import type { EngineContext } from '../core/context.ts';
import { defineMemo } from '../core/engine-memos.ts';
import { createTenantMemo } from '../core/tenant-memo.ts';
import { createLicenseMatcher, type LicenseMatcher } from './license-matcher.ts';
import { loadActiveLicenseRanges } from './queries.ts';
import { licenseDay } from './site-license.ts';

const activeLicensesMemo = defineMemo('active site licences', ({ db, events }) => {
  const memo = createTenantMemo({
    // The day is read at each load: the memo's 5 s life also ends a licence's last day.
    load: async (key) => createLicenseMatcher(await loadActiveLicenseRanges(db, key, licenseDay(Date.now()))),
    events,
    kinds: ['site_license'],
  });
  return (tenantKey: string) => memo.get(tenantKey);
});

/**
 * The lookup runs on every gated page view: each tenant's active ranges are loaded and parsed
 * once per engine (ctx.memos), dropped on the tenant's site-licence changes (and after 5 s, for
 * changes made by other processes); matching is in memory.
 */
export function activeLicenses(ctx: Pick<EngineContext, 'memos'>): (tenantKey: string) => Promise<LicenseMatcher> {
  return ctx.memos.of(activeLicensesMemo);
}
