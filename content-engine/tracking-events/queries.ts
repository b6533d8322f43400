import type { Knex } from 'knex';
import { z } from 'zod';
import { dbNumber } from '../core/rows.ts';
import { eventDimensions } from './event-dimensions.ts';

/*
 * The `tracking_events` table: plain writes and counts over the injected knex, below every domain
 * that records events (the tracking mutations, the registration funnel's server-side steps), so
 * none of them depends on another to store one.
 */

/** One event as stored in `tracking_events`. */
export interface TrackingEventWrite {
  tenantKey: string;
  type: string;
  sessionId: string;
  siteUserId: number | null;
  /** Page views: the site licence covering the visitor's address, as the server saw it. */
  siteLicenseId?: number | null;
  page: Record<string, unknown>;
  payload: Record<string, unknown>;
  created: number;
}

/** Stores one event with the dimensions the reports group it by (event-dimensions.ts). */
export async function insertTrackingEvent(db: Knex, event: TrackingEventWrite): Promise<void> {
  const dimensions = eventDimensions(event);
  await db('tracking_events').insert({
    tenant_key: event.tenantKey,
    type: event.type,
    session_id: event.sessionId,
    site_user_id: event.siteUserId,
    site_license_id: event.siteLicenseId ?? null,
    page: JSON.stringify(event.page),
    payload: JSON.stringify(event.payload),
    created: event.created,
    day: dimensions.day,
    content_id: dimensions.contentId,
    company_id: dimensions.companyId,
    subject: dimensions.subject,
  });
}

const countRow = z.object({ type: z.string(), day: dbNumber, count: dbNumber });
export type TrackingEventCount = z.infer<typeof countRow>;

const dayMs = 86_400_000;

/** Events of a tenant per type and UTC day (the day's start, epoch ms) within [from, to). */
export async function countTrackingEvents(
  db: Knex,
  { tenantKey, from, to, types }: { tenantKey: string; from: number; to: number; types: string[] | null },
): Promise<TrackingEventCount[]> {
  // A literal, not a binding: PostgreSQL matches the grouped expression to the selected one by text.
  const dayStart = `(created - (created % ${dayMs}))`;
  const query = db('tracking_events')
    .where({ tenant_key: tenantKey })
    .where('created', '>=', from)
    .where('created', '<', to)
    .select('type', db.raw(`${dayStart} as day`))
    .count({ count: '*' })
    .groupBy('type', db.raw(dayStart))
    .orderBy([{ column: 'day' }, { column: 'type' }]);
  if (types) query.whereIn('type', types);
  return (await query).map((row: unknown) => countRow.parse(row));
}
