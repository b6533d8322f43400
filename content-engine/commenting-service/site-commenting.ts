import { tenantKeyOf, type EngineContext } from '../core/context.ts';
import { EngineError } from '../core/errors.ts';
import { tenantData } from '../tenant-data/tenant-data.ts';
import { commentingOf, commentTexts, type Commenting } from '../shared/commenting.ts';
import type { SiteSettings } from '../shared/schemas/site-settings.ts';

/** The request's tenant's commenting rules and settings. */
export async function siteCommenting(
  ctx: EngineContext,
): Promise<{ tenantKey: string; commenting: Commenting; settings: SiteSettings }> {
  const tenantKey = tenantKeyOf(ctx);
  const settings = await tenantData(ctx).settings(tenantKey);
  return { tenantKey, commenting: commentingOf(settings, ctx.tenant?.modules ?? []), settings };
}

/**
 * The tenant's commenting, when comments are kept in our store: NOT_FOUND where commenting is not
 * active (spec public §5) or where the site's comments live at its commenting service.
 */
export async function requireLocalCommenting(ctx: EngineContext) {
  const site = await siteCommenting(ctx);
  if (!site.commenting.active) throw new EngineError('NOT_FOUND', commentTexts.notActive);
  if (site.commenting.service !== 'local') throw new EngineError('NOT_FOUND', commentTexts.elsewhere);
  return site;
}
