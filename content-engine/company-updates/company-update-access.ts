import { tenantKeyOf, type EngineContext } from '../core/context.ts';
import { EngineError } from '../core/errors.ts';
import { requirePermission } from '../core/access.ts';
import { tenantData } from '../tenant-data/tenant-data.ts';
import type { SiteSettings } from '../shared/schemas/site-settings.ts';
import type { HistoryEntityType } from '../history/history-entry.ts';

export const companyUpdateEntity: HistoryEntityType = 'company_update';

export const moduleOffMessage = 'Company updates are not enabled on this site (site settings: companyUpdate.enabled).';

/** FORBIDDEN unless the site's settings turn company updates on. */
export async function assertCompanyUpdatesEnabled(ctx: EngineContext, tenantKey: string): Promise<SiteSettings> {
  const settings = await tenantData(ctx).settings(tenantKey);
  if (!settings.companyUpdate.enabled) throw new EngineError('FORBIDDEN', moduleOffMessage);
  return settings;
}

/** An editor's access: manage_content on the tenant, and the module on. Returns the tenant key. */
export async function requireCompanyUpdates(
  ctx: EngineContext,
): Promise<{ tenantKey: string; settings: SiteSettings }> {
  requirePermission(ctx, ['manage_content']);
  const tenantKey = tenantKeyOf(ctx);
  return { tenantKey, settings: await assertCompanyUpdatesEnabled(ctx, tenantKey) };
}
