import type { Knex } from 'knex';
import { countPerChicagoDay } from '../core/count-per-chicago-day.ts';
import { chicagoDayStart, nextChicagoDay } from '../shared/chicago-day.ts';

/*
 * newsletter_subscription_events: every opt-in and opt-out, whichever path made it (the sign-up
 * widgets, registration, the account page, the CMS, the unsubscribe link). Written beside the
 * change it records; the subscriptions report reads it (countSubscriptionEvents).
 */

export const subscriptionSources = [
  'Account',
  'Admin',
  'NlWidgetAuthenticated',
  'NlWidgetUnauthenticated',
  'Registration',
  'Unsubscribe',
] as const;
export type SubscriptionSource = (typeof subscriptionSources)[number];
export type SubscriptionAction = 'OptIn' | 'OptOut';

export interface SubscriptionEvent {
  tenantKey: string;
  email: string;
  newsletterIds: readonly string[];
  siteUserId?: number | null;
  source: SubscriptionSource;
  action: SubscriptionAction;
  deploymentId?: number | null;
  at: number;
}

/** One row per newsletter of the event. */
export async function recordSubscriptionEvent(db: Knex, event: SubscriptionEvent): Promise<void> {
  if (event.newsletterIds.length === 0) return;
  await db('newsletter_subscription_events').insert(subscriptionEventRows(event));
}

/** The newsletter_subscription_events rows of an event, one per newsletter (seeds insert them in batches). */
export const subscriptionEventRows = (event: SubscriptionEvent) =>
  event.newsletterIds.map((newsletterId) => ({
    tenant_key: event.tenantKey,
    email: event.email.toLowerCase(),
    newsletter_id: newsletterId,
    site_user_id: event.siteUserId ?? null,
    source: event.source,
    action: event.action,
    deployment_id: event.deploymentId ?? null,
    at: event.at,
  }));

export interface SubscriptionEventCount {
  /** YYYY-MM-DD in America/Chicago. */
  day: string;
  newsletterId: string;
  source: string;
  action: SubscriptionAction;
  count: number;
}

/**
 * Opt-ins and opt-outs of a tenant on the Chicago days from `from` to `to` (YYYY-MM-DD, both
 * included), by day, newsletter, source and action (counted per hour in SQL: countPerChicagoDay).
 */
export async function countSubscriptionEvents(
  db: Knex,
  { tenantKey, from, to, newsletterId }: { tenantKey: string; from: string; to: string; newsletterId?: string },
): Promise<SubscriptionEventCount[]> {
  const events = db('newsletter_subscription_events')
    .where({ tenant_key: tenantKey })
    .andWhere('at', '>=', chicagoDayStart(from))
    .andWhere('at', '<', chicagoDayStart(nextChicagoDay(to)))
    .modify((q) => {
      if (newsletterId) q.andWhere({ newsletter_id: newsletterId });
    });
  const counts = (await countPerChicagoDay(db, events, 'at', ['newsletter_id', 'source', 'action'])).map(
    (row): SubscriptionEventCount => ({
      day: row.day,
      newsletterId: String(row.newsletter_id),
      source: String(row.source),
      action: row.action as SubscriptionAction,
      count: row.count,
    }),
  );
  const order = (c: SubscriptionEventCount) => [c.day, c.newsletterId, c.source, c.action].join('\u0000');
  return counts.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}
