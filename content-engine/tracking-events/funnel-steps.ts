import type { Knex } from 'knex';
import { z } from 'zod';
import { dialectOf } from '../../db/connection.ts';
import { dbNumber } from '../core/rows.ts';
import { funnelEventType, funnelSteps, type ServerFunnelStep } from '../shared/registration-funnel.ts';
import { insertTrackingEvent } from './queries.ts';

/**
 * Records a step the engine saw happen (ADR 0069) as a `registration` tracking event of the
 * tenant: the site user it concerns, the page the step leads to, the visit when a request named it.
 */
export async function recordServerFunnelStep(
  db: Knex,
  {
    tenantKey,
    step,
    siteUserId,
    path,
    membershipId,
    sessionId,
    now,
  }: {
    tenantKey: string;
    step: ServerFunnelStep;
    siteUserId: number;
    path: string;
    membershipId?: number | null;
    sessionId?: string | null;
    now: number;
  },
): Promise<void> {
  await insertTrackingEvent(db, {
    tenantKey,
    type: funnelEventType,
    // Steps no page reported carry no visit.
    sessionId: (sessionId ?? '').slice(0, 100),
    siteUserId,
    page: { path },
    payload: { step, ...(membershipId ? { membershipId } : {}) },
    created: now,
  });
}

const countRow = z.object({ step: z.enum(funnelSteps as [string, ...string[]]), day: dbNumber, count: dbNumber });
export type FunnelStepCount = z.infer<typeof countRow>;

const dayMs = 86_400_000;

/** The tenant's funnel steps per UTC day (the day's start, epoch ms) within [from, to), for the reports. */
export async function countFunnelSteps(
  db: Knex,
  { tenantKey, from, to }: { tenantKey: string; from: number; to: number },
): Promise<FunnelStepCount[]> {
  // Literals, not bindings: PostgreSQL matches grouped expressions to selected ones by text.
  const step = dialectOf(db) === 'pg' ? `(payload::jsonb ->> 'step')` : `json_extract(payload, '$.step')`;
  const dayStart = `(created - (created % ${dayMs}))`;
  const rows: unknown[] = await db('tracking_events')
    .where({ tenant_key: tenantKey, type: funnelEventType })
    .where('created', '>=', from)
    .where('created', '<', to)
    .select(db.raw(`${step} as step`), db.raw(`${dayStart} as day`))
    .count({ count: '*' })
    .groupBy(db.raw(`${step}, ${dayStart}`))
    .orderBy([{ column: 'day' }, { column: 'step' }]);
  // Rows of an older payload shape (no known step) are left out.
  return rows.flatMap((row) => {
    const parsed = countRow.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}
