import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { unauthenticated } from '../../core/errors.ts';
import { parseInput, required } from '../../core/validate.ts';
import { enabledNewsletter, siteNewsletters } from '../newsletters.ts';
import { findSiteUserById } from '../queries.ts';
import { addNewsletters, removeNewsletter } from '../relations-queries.ts';
import { requestTenant } from '../request-tenant.ts';
import { requireSiteUser } from '../session.ts';
import { loadSiteUserInfo, type SiteUserInfo } from '../site-user-info.ts';
import { optionalText } from '../site-user-input.ts';
import { recordSubscriptionEvent } from '../../subscription-events/queries.ts';

const inputSchema = z.object({ newsletterId: z.string(required).trim().min(1).max(100), promoCode: optionalText(100) });

/**
 * Opts the signed-in user in or out of one of the site's enabled newsletters: the membership
 * provider first (a failure changes nothing), then our record.
 */
async function setSubscription(ctx: EngineContext, input: unknown, optIn: boolean): Promise<SiteUserInfo> {
  const session = await requireSiteUser(ctx);
  const { tenantKey } = session;
  const { newsletterId, promoCode } = parseInput(inputSchema, input);
  const { enabled, promoCode: defaultPromoCode } = await siteNewsletters(ctx, tenantKey);
  const newsletter = enabledNewsletter(enabled, newsletterId);
  const user = await findSiteUserById(ctx.db, { tenantKey, id: session.userId });
  if (!user) throw unauthenticated('You must be logged in.');
  await ctx.membershipProvider.setNewsletter({
    tenant: requestTenant(ctx).tenant,
    email: user.email,
    productId: newsletter.omedaProductId,
    optIn,
    promoCode: promoCode ?? defaultPromoCode,
  });
  const now = ctx.now();
  if (optIn) await addNewsletters(ctx.db, { tenantKey, userId: user.id, newsletterIds: [newsletter.id], now });
  else await removeNewsletter(ctx.db, { userId: user.id, newsletterId: newsletter.id });
  await recordSubscriptionEvent(ctx.db, {
    tenantKey,
    email: user.email,
    newsletterIds: [newsletter.id],
    siteUserId: user.id,
    source: 'Account',
    action: optIn ? 'OptIn' : 'OptOut',
    at: now,
  });
  return loadSiteUserInfo(ctx.db, { tenantKey, userId: user.id, now, isSimulated: session.isSimulated });
}

export const subscribeSiteUserNewsletter = ({ ctx, input }: { ctx: EngineContext; input: unknown }) =>
  setSubscription(ctx, input, true);

export const unsubscribeSiteUserNewsletter = ({ ctx, input }: { ctx: EngineContext; input: unknown }) =>
  setSubscription(ctx, input, false);
