import { z } from 'zod';
import type { EngineContext } from '../../core/context.ts';
import { parseInput, required } from '../../core/validate.ts';
import { adminTarget } from '../admin-target.ts';
import { enabledNewsletter, siteNewsletters } from '../newsletters.ts';
import { addNewsletters, removeNewsletter } from '../relations-queries.ts';
import { getSiteUserAdmin } from './get-site-user-admin.ts';
import { recordSubscriptionEvent } from '../../subscription-events/queries.ts';

const inputSchema = z.object({
  id: z.number(required).int().positive(),
  newsletterId: z.string(required).trim().min(1).max(100),
  subscribed: z.boolean(required),
});

/**
 * An editor subscribes a site user to an enabled newsletter of the site, or unsubscribes them
 * (needs manage_site_users). Only this database changes: the membership provider hears of it
 * when the user next changes their own newsletters.
 */
export async function setSiteUserNewsletterAdmin({ ctx, input }: { ctx: EngineContext; input: unknown }) {
  const { id, newsletterId, subscribed } = parseInput(inputSchema, input);
  const { editor, tenantKey, user } = await adminTarget(ctx, id);
  if (subscribed) {
    const { enabled } = await siteNewsletters(ctx, tenantKey);
    enabledNewsletter(enabled, newsletterId);
    await addNewsletters(ctx.db, { tenantKey, userId: id, newsletterIds: [newsletterId], now: ctx.now() });
  } else {
    await removeNewsletter(ctx.db, { userId: id, newsletterId });
  }
  await recordSubscriptionEvent(ctx.db, {
    tenantKey,
    email: user.email,
    newsletterIds: [newsletterId],
    siteUserId: id,
    source: 'Admin',
    action: subscribed ? 'OptIn' : 'OptOut',
    at: ctx.now(),
  });
  ctx.log.info(
    { siteUserId: id, newsletterId, subscribed, cmsUserId: editor.id, tenantKey },
    'newsletter set by an editor',
  );
  return getSiteUserAdmin({ ctx, input: { id } });
}
