import type { Knex } from 'knex';
import { notFound } from '../../content-engine/core/errors.ts';
import { toJson } from '../../content-engine/core/rows.ts';
import type { BuildJob } from '../../content-engine/core/build-jobs.ts';
import { mergeRequest, parseJobRequest } from './job-request.ts';
import { insertJobEvent, listColumn, toBuildJob } from './job-rows.ts';

interface EnqueueOptions {
  now: () => number;
  maxAttempts: number;
}

/** How often a merge is retried when another process changed the queued job in between. */
const mergeRounds = 20;

/**
 * Queues a job, or joins a queued job of the same tenant and kind (a running job is never
 * changed: what it has not read yet would be lost). The merge is an update guarded by the values
 * it read, so two processes merging at once both land: the loser reads again.
 */
export async function enqueueJob(db: Knex, request: unknown, { now, maxAttempts }: EnqueueOptions): Promise<BuildJob> {
  const valid = parseJobRequest(request);
  if (!(await db('tenants').where({ key: valid.tenantKey }).first('key')))
    throw notFound(`Tenant "${valid.tenantKey}"`);
  for (let round = 0; round < mergeRounds; round++) {
    const at = now();
    const row = await db('build_jobs')
      .where({ tenant_key: valid.tenantKey, kind: valid.kind, status: 'queued' })
      .orderBy('id')
      .first();
    if (!row) return insertJob(db, valid, { at, maxAttempts });
    const queued = toBuildJob(row);
    const merged = mergeRequest(queued, valid, at);
    const guard = {
      id: queued.id,
      status: 'queued',
      tags: row.tags,
      paths: row.paths,
      reason: row.reason,
      priority: row.priority,
      run_after: row.run_after,
    };
    const updated = await db.transaction(async (trx) => {
      const [changed] = await trx('build_jobs')
        .where(guard)
        .update({
          tags: listColumn(merged.tags),
          paths: listColumn(merged.paths),
          priority: merged.priority,
          run_after: merged.runAfter,
          reason: merged.reason,
          updated: at,
        })
        .returning('*');
      if (!changed) return null;
      const job = toBuildJob(changed);
      await insertJobEvent(trx, job, { at, type: 'coalesced', message: coalescedMessage(queued, job, valid.reason) });
      return job;
    });
    if (updated) return updated;
  }
  throw new Error(`Could not queue the ${valid.kind} build of ${valid.tenantKey}: its queued job kept changing.`);
}

async function insertJob(
  db: Knex,
  valid: ReturnType<typeof parseJobRequest>,
  { at, maxAttempts }: { at: number; maxAttempts: number },
): Promise<BuildJob> {
  return db.transaction(async (trx) => {
    const [row] = await trx('build_jobs')
      .insert({
        tenant_key: valid.tenantKey,
        kind: valid.kind,
        status: 'queued',
        priority: valid.priority,
        tags: toJson(valid.tags),
        paths: toJson(valid.paths),
        reason: valid.reason,
        attempts: 0,
        max_attempts: maxAttempts,
        run_after: at,
        created: at,
        updated: at,
      })
      .returning('*');
    const job = toBuildJob(row);
    await insertJobEvent(trx, job, { at, type: 'queued', message: valid.reason });
    return job;
  });
}

function coalescedMessage(before: BuildJob, after: BuildJob, reason: string): string {
  const added = [
    ...after.tags.filter((t) => !before.tags.includes(t)),
    ...after.paths.filter((p) => !before.paths.includes(p)),
  ];
  const shown = added.slice(0, 20).join(', ') + (added.length > 20 ? ` and ${added.length - 20} more` : '');
  return `${reason}${added.length ? `: added ${shown}` : ''}`;
}
