import type { Knex } from 'knex';
import { z } from 'zod';
import { dbNullableNumber, dbNumber, escapeLike } from '../core/rows.ts';
import type { ErrorContext } from '../core/error-monitor.ts';
import type { ErrorDetails } from './error-details.ts';

/** One group of errors that share a fingerprint. */
export interface ErrorEvent {
  id: number;
  fingerprint: string;
  name: string;
  message: string;
  sampleStack: string;
  topFrame: string;
  firstSeen: number;
  lastSeen: number;
  count: number;
  route: string | null;
  tenantKey: string | null;
  cmsUserId: number | null;
  release: string;
  resolvedAt: number | null;
}

const rowSchema = z
  .object({
    id: dbNumber,
    fingerprint: z.string(),
    name: z.string(),
    message: z.string(),
    sample_stack: z.string(),
    top_frame: z.string(),
    first_seen: dbNumber,
    last_seen: dbNumber,
    count: dbNumber,
    route: z.string().nullable(),
    tenant_key: z.string().nullable(),
    cms_user_id: dbNullableNumber,
    release: z.string(),
    resolved_at: dbNullableNumber,
  })
  .transform((r): ErrorEvent => ({
    id: r.id,
    fingerprint: r.fingerprint,
    name: r.name,
    message: r.message,
    sampleStack: r.sample_stack,
    topFrame: r.top_frame,
    firstSeen: r.first_seen,
    lastSeen: r.last_seen,
    count: r.count,
    route: r.route,
    tenantKey: r.tenant_key,
    cmsUserId: r.cms_user_id,
    release: r.release,
    resolvedAt: r.resolved_at,
  }));

/** Records one occurrence: a new row for a new fingerprint, else one more on its row (reopened, latest context). */
export async function recordErrorEvent(
  db: Knex,
  { details, context, release, at }: { details: ErrorDetails; context: ErrorContext; release: string; at: number },
): Promise<void> {
  const latest = {
    message: details.message,
    last_seen: at,
    route: context.route?.slice(0, 500) ?? null,
    tenant_key: context.tenantKey?.slice(0, 64) ?? null,
    cms_user_id: context.cmsUserId ?? null,
    release: release.slice(0, 100),
    resolved_at: null,
  };
  await db('error_events')
    .insert({
      ...latest,
      fingerprint: details.fingerprint,
      name: details.name.slice(0, 200),
      sample_stack: details.stack,
      top_frame: details.topFrame.slice(0, 1000),
      first_seen: at,
      count: 1,
    })
    .onConflict('fingerprint')
    .merge({ ...latest, count: db.raw('error_events.count + 1') });
}

export interface ErrorEventFilter {
  /** Matched case-insensitively against name, message, route and tenant. */
  search?: string;
  includeResolved: boolean;
}

const filtered = (db: Knex, { search, includeResolved }: ErrorEventFilter) => {
  const query = db('error_events');
  if (!includeResolved) query.whereNull('resolved_at');
  const text = search?.trim().toLowerCase();
  if (text) {
    const like = `%${escapeLike(text)}%`;
    query.where((w) => {
      for (const column of ['name', 'message', 'route', 'tenant_key'])
        w.orWhereRaw(`lower(${column}) like ? escape '\\'`, [like]);
    });
  }
  return query;
};

/** A page of error groups, most recently seen first, and how many match. */
export async function listErrorEvents(
  db: Knex,
  filter: ErrorEventFilter,
  { skip, limit }: { skip: number; limit: number },
): Promise<{ items: ErrorEvent[]; totalCount: number }> {
  const rows: unknown[] = await filtered(db, filter)
    .orderBy([
      { column: 'last_seen', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .offset(skip)
    .limit(limit)
    .select('*');
  const count = await filtered(db, filter).count({ n: '*' }).first();
  return { items: rows.map((row) => rowSchema.parse(row)), totalCount: Number(count?.n ?? 0) };
}

/** Marks a group resolved; answers it, or null when there is no such row. */
export async function resolveErrorEventRow(
  db: Knex,
  { id, at }: { id: number; at: number },
): Promise<ErrorEvent | null> {
  await db('error_events').where({ id }).update({ resolved_at: at });
  const row: unknown = await db('error_events').where({ id }).first();
  return row ? rowSchema.parse(row) : null;
}
