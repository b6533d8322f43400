import type { EngineContext } from '../core/context.ts';
import { badInput } from '../core/validate.ts';
import { tenantData } from '../tenant-data/tenant-data.ts';
import type { SiteSettings } from '../shared/schemas/site-settings.ts';

export type EnabledNewsletter = SiteSettings['newsletters']['enabledNewsletters'][number];

/** The tenant's enabled newsletters (settings `newsletters.enabledNewsletters`) and its default promo code. */
export async function siteNewsletters(ctx: EngineContext, tenantKey: string) {
  const settings = await tenantData(ctx).settings(tenantKey);
  const promoCode =
    settings.newsletters.subscribeBlockSettings.promoCode || settings.memberships.newsletterPromoCode || null;
  return { enabled: settings.newsletters.enabledNewsletters, promoCode };
}

/** The enabled newsletter with this id, else BAD_USER_INPUT on `path`. */
export function enabledNewsletter(
  enabled: readonly EnabledNewsletter[],
  id: string,
  path = 'newsletterId',
): EnabledNewsletter {
  const newsletter = enabled.find((n) => n.id === id);
  if (!newsletter) throw badInput(path, 'Not a newsletter of this site');
  return newsletter;
}
