import type { Knex } from 'knex';
import { z } from 'zod';
import { dbJson, dbNullableNumber, dbNumber, toJson } from '../../content-engine/core/rows.ts';
import {
  buildJobKinds,
  buildJobStatuses,
  type BuildJob,
  type BuildJobEvent,
  type BuildJobEventType,
} from '../../content-engine/core/build-jobs.ts';

/*
 * Row boundary of build_jobs and build_job_events (0002-build-pipeline): JSON lists and results
 * are TEXT, dates epoch-millisecond BIGINTs that SQLite and PostgreSQL both return as numbers.
 */

const jobRow = z.object({
  id: dbNumber,
  tenant_key: z.string(),
  kind: z.enum(buildJobKinds),
  status: z.enum(buildJobStatuses),
  priority: dbNumber,
  tags: dbJson(z.array(z.string())),
  paths: dbJson(z.array(z.string())),
  reason: z.string(),
  attempts: dbNumber,
  max_attempts: dbNumber,
  interruptions: dbNumber,
  run_after: dbNumber,
  locked_by: z.string().nullable(),
  started_at: dbNullableNumber,
  finished_at: dbNullableNumber,
  error: z.string().nullable(),
  result: z
    .string()
    .nullable()
    .transform((text) => (text === null ? null : JSON.parse(text)))
    .pipe(z.record(z.string(), z.union([z.number(), z.array(z.string())])).nullable()),
  created: dbNumber,
  updated: dbNumber,
  parent_id: dbNullableNumber.optional(),
});

export function toBuildJob(row: unknown): BuildJob {
  const r = jobRow.parse(row);
  return {
    id: r.id,
    tenantKey: r.tenant_key,
    kind: r.kind,
    status: r.status,
    priority: r.priority,
    tags: r.tags,
    paths: r.paths,
    reason: r.reason,
    attempts: r.attempts,
    maxAttempts: r.max_attempts,
    interruptions: r.interruptions,
    runAfter: r.run_after,
    lockedBy: r.locked_by,
    startedAt: r.started_at,
    finishedAt: r.finished_at,
    error: r.error,
    result: r.result,
    created: r.created,
    updated: r.updated,
    parentId: r.parent_id ?? null,
  };
}

const eventRow = z.object({ id: dbNumber, job_id: dbNumber, at: dbNumber, type: z.string(), message: z.string() });

export function toBuildJobEvent(row: unknown): BuildJobEvent {
  const r = eventRow.parse(row);
  return { id: r.id, jobId: r.job_id, at: r.at, type: r.type, message: r.message };
}

export async function findJob(db: Knex, id: number): Promise<BuildJob | null> {
  const row = await db('build_jobs').where({ id }).first();
  return row ? toBuildJob(row) : null;
}

export async function insertJobEvent(
  db: Knex,
  job: Pick<BuildJob, 'id' | 'tenantKey'>,
  { at, type, message = '' }: { at: number; type: BuildJobEventType; message?: string },
): Promise<void> {
  await db('build_job_events').insert({ job_id: job.id, tenant_key: job.tenantKey, at, type, message });
}

/**
 * Updates a job only while it still has `status` (another process may have moved it on) and
 * returns the updated job, or null when the guard did not hold.
 */
export async function updateJobIf(
  db: Knex,
  id: number,
  status: BuildJob['status'],
  columns: Record<string, unknown>,
): Promise<BuildJob | null> {
  const [row] = await db('build_jobs').where({ id, status }).update(columns).returning('*');
  return row ? toBuildJob(row) : null;
}

export const listColumn = (values: readonly string[]) => toJson([...values]);

/** The text an error leaves on its job: its message, bounded. */
export function errorText(error: unknown): string {
  const text =
    error instanceof Error
      ? error.message || error.name
      : typeof error === 'string'
        ? error
        : (JSON.stringify(error) ?? String(error));
  return text.length > 4000 ? `${text.slice(0, 3999)}…` : text;
}
