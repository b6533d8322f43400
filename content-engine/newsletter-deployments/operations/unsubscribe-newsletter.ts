import type { EngineContext } from '../../core/context.ts';
import type { Tenant } from '../../core/tenant.ts';
import { recordSubscriptionEvent } from '../../subscription-events/queries.ts';
import { siteNewsletters } from '../../site-users/newsletters.ts';
import { unsubscribeSecret, verifyUnsubscribeToken, type UnsubscribeClaims } from '../unsubscribe-token.ts';

export interface UnsubscribeTarget extends UnsubscribeClaims {
  /** The newsletter's title in the site's settings (its id when it is no longer listed). */
  title: string;
  omedaProductId: number | null;
}

/** What a token of this site's unsubscribe link names, or null (forged, another site's, malformed, of a test send). */
export async function readUnsubscribeToken(
  ctx: EngineContext & { tenant: Tenant },
  token: string,
): Promise<UnsubscribeTarget | null> {
  const claims = verifyUnsubscribeToken(await unsubscribeSecret(ctx.db), ctx.tenant.key, token);
  if (!claims) return null;
  // Only a link of a copy this site sent in a live deployment: a test send (to any address an
  // editor types) carries a signed link too, which must not unsubscribe that address.
  const delivered = await ctx
    .db('newsletter_deliveries as x')
    .join('newsletter_deployments as d', 'd.id', 'x.deployment_id')
    .where({ 'd.id': claims.deploymentId, 'd.tenant_key': ctx.tenant.key, 'd.kind': 'live' })
    .whereRaw('lower(x.email) = ?', [claims.email.toLowerCase()])
    .first('x.id');
  if (!delivered) return null;
  const { enabled } = await siteNewsletters(ctx, ctx.tenant.key);
  const newsletter = enabled.find((n) => n.id === claims.newsletterId);
  return {
    ...claims,
    title: newsletter?.title ?? claims.newsletterId,
    omedaProductId: newsletter?.omedaProductId ?? null,
  };
}

/**
 * The one-click unsubscribe (RFC 8058): removes the address from the newsletter in both subscriber
 * tables and records an OptOut (source Unsubscribe, with the deployment) when it was subscribed.
 * The token is the authority: no session, no CSRF token. Repeating it changes nothing.
 */
export async function unsubscribeNewsletter({
  ctx,
  token,
}: {
  ctx: EngineContext & { tenant: Tenant };
  token: string;
}): Promise<UnsubscribeTarget | null> {
  const target = await readUnsubscribeToken(ctx, token);
  if (!target) return null;
  const tenantKey = ctx.tenant.key;
  const email = target.email.toLowerCase();
  const now = ctx.now();
  const removed = await ctx.db.transaction(async (trx) => {
    const anonymous = await trx('newsletter_subscribers')
      .where({ tenant_key: tenantKey, newsletter_id: target.newsletterId })
      .whereRaw('lower(email) = ?', [email])
      .delete();
    const users = await trx('site_users')
      .where({ tenant_key: tenantKey })
      .whereRaw('lower(email) = ?', [email])
      .pluck('id');
    const siteUser = users.length
      ? await trx('site_user_newsletters')
          .where({ tenant_key: tenantKey, newsletter_id: target.newsletterId })
          .whereIn('site_user_id', users)
          .delete()
      : 0;
    if (anonymous + siteUser > 0)
      await recordSubscriptionEvent(trx, {
        tenantKey,
        email,
        newsletterIds: [target.newsletterId],
        siteUserId: users.length ? Number(users[0]) : null,
        source: 'Unsubscribe',
        action: 'OptOut',
        deploymentId: target.deploymentId,
        at: now,
      });
    return anonymous + siteUser;
  });
  if (removed > 0 && target.omedaProductId !== null) {
    // The membership system hears of it too; our record already changed, so a failure is only logged.
    await ctx.membershipProvider
      .setNewsletter({ tenant: ctx.tenant, email, productId: target.omedaProductId, optIn: false, promoCode: null })
      .catch((error: unknown) =>
        ctx.log.error({ err: error, tenantKey }, 'membership provider: newsletter unsubscribe not sent'),
      );
  }
  return target;
}
