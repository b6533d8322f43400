import type { Knex } from 'knex';
import { dbNumber } from '../core/rows.ts';

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
  await db('newsletter_subscription_events').insert(
    event.newsletterIds.map((newsletterId) => ({
      tenant_key: event.tenantKey,
      email: event.email.toLowerCase(),
      newsletter_id: newsletterId,
      site_user_id: event.siteUserId ?? null,
      source: event.source,
      action: event.action,
      deployment_id: event.deploymentId ?? null,
      at: event.at,
    })),
  );
}

export interface SubscriptionEventCount {
  /** YYYY-MM-DD (UTC). */
  day: string;
  newsletterId: string;
  source: string;
  action: SubscriptionAction;
  count: number;
}

const dayMs = 86_400_000;

/** Opt-ins and opt-outs of a tenant in [from, to), by UTC day, newsletter, source and action. */
export async function countSubscriptionEvents(
  db: Knex,
  { tenantKey, from, to, newsletterId }: { tenantKey: string; from: number; to: number; newsletterId?: string },
): Promise<SubscriptionEventCount[]> {
  const rows = await db('newsletter_subscription_events')
    .where({ tenant_key: tenantKey })
    .andWhere('at', '>=', from)
    .andWhere('at', '<', to)
    .modify((q) => {
      if (newsletterId) q.andWhere({ newsletter_id: newsletterId });
    })
    .select(db.raw(`(at - (at % ${dayMs})) as day_start`), 'newsletter_id', 'source', 'action', db.raw('count(*) as n'))
    .groupByRaw(`(at - (at % ${dayMs}))`)
    .groupBy(['newsletter_id', 'source', 'action'])
    .orderBy([{ column: 'day_start' }, { column: 'newsletter_id' }, { column: 'source' }, { column: 'action' }]);
  return rows.map((row: Record<string, unknown>) => ({
    day: new Date(dbNumber.parse(row.day_start)).toISOString().slice(0, 10),
    newsletterId: String(row.newsletter_id),
    source: String(row.source),
    action: row.action as SubscriptionAction,
    count: dbNumber.parse(row.n),
  }));
}
