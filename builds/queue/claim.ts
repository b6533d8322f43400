import type { Knex } from 'knex';
import { dialectOf } from '../../db/connection.ts';
import type { BuildJob } from '../../content-engine/core/build-jobs.ts';
import { insertJobEvent, toBuildJob } from './job-rows.ts';

interface ClaimOptions {
  workerId: string;
  tenantKey?: string;
  /** Only jobs of at least this priority (a worker kept free for publishes). */
  minPriority?: number;
  now: number;
}

/** Best first: highest priority, then oldest. */
const bestFirst = [
  { column: 'priority', order: 'desc' },
  { column: 'created', order: 'asc' },
  { column: 'id', order: 'asc' },
] as const;

/** A full build does not start while another full build of its tenant runs (in any process). */
function notBlockedFull(query: Knex.QueryBuilder, db: Knex) {
  return query.whereNot((q) =>
    q
      .where('build_jobs.kind', 'full')
      .whereExists(
        db('build_jobs as other')
          .select(db.raw('1'))
          .whereRaw('other.tenant_key = build_jobs.tenant_key')
          .where({ 'other.kind': 'full', 'other.status': 'running' }),
      ),
  );
}

function runnable(db: Knex, { tenantKey, minPriority, now }: ClaimOptions) {
  const query = db('build_jobs').where('build_jobs.status', 'queued').where('build_jobs.run_after', '<=', now);
  if (tenantKey) query.where('build_jobs.tenant_key', tenantKey);
  if (minPriority !== undefined) query.where('build_jobs.priority', '>=', minPriority);
  return notBlockedFull(query, db);
}

const running =
  ({ workerId, now }: ClaimOptions) =>
  (db: Knex) => ({
    status: 'running',
    locked_by: workerId,
    attempts: db.raw('attempts + 1'),
    started_at: now,
    finished_at: null,
    updated: now,
  });

async function started(trx: Knex, row: unknown, { workerId, now }: ClaimOptions): Promise<BuildJob> {
  const job = toBuildJob(row);
  await insertJobEvent(trx, job, {
    at: now,
    type: 'started',
    message: `attempt ${job.attempts} of ${job.maxAttempts} by ${workerId}`,
  });
  return job;
}

/**
 * PostgreSQL: the best runnable row, locked with SKIP LOCKED so concurrent claimers take
 * different rows. Two full jobs of one tenant would pass the "no running full" test together
 * (neither sees the other's uncommitted claim), so a full candidate also takes a per-tenant
 * advisory lock and checks again, with a fresh snapshot, before it is claimed.
 */
async function claimPg(db: Knex, options: ClaimOptions): Promise<BuildJob | null> {
  return db.transaction(async (trx) => {
    const passed: number[] = [];
    for (;;) {
      const candidate = await runnable(trx, options)
        .whereNotIn('build_jobs.id', passed)
        .orderBy([...bestFirst])
        .first('build_jobs.id', 'build_jobs.kind', 'build_jobs.tenant_key')
        .forUpdate()
        .skipLocked();
      if (!candidate) return null;
      if (candidate.kind === 'full') {
        await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`build-full:${candidate.tenant_key}`]);
        const busy = await trx('build_jobs')
          .where({ tenant_key: candidate.tenant_key, kind: 'full', status: 'running' })
          .first('id');
        if (busy) {
          passed.push(Number(candidate.id));
          continue;
        }
      }
      const [row] = await trx('build_jobs').where({ id: candidate.id }).update(running(options)(trx)).returning('*');
      return started(trx, row, options);
    }
  });
}

const sqliteCandidates = 8;

/**
 * SQLite: writers are serialised, so one conditional UPDATE (still queued, still not blocked by
 * a running full build) either claims the row or changes nothing; then try the next candidate.
 */
async function claimSqlite(db: Knex, options: ClaimOptions): Promise<BuildJob | null> {
  for (let round = 0; round < 5; round++) {
    const candidates: { id: number }[] = await runnable(db, options)
      .orderBy([...bestFirst])
      .limit(sqliteCandidates)
      .select('build_jobs.id');
    if (candidates.length === 0) return null;
    for (const { id } of candidates) {
      // No transaction around the claim and its event: the claim is the one statement that must
      // be atomic, and an open SQLite transaction would block every other connection meanwhile.
      const [row] = await notBlockedFull(db('build_jobs').where({ id, status: 'queued' }), db)
        .update(running(options)(db))
        .returning('*');
      if (row) return started(db, row, options);
    }
  }
  return null;
}

export const claimJob = (db: Knex, options: ClaimOptions) =>
  dialectOf(db) === 'pg' ? claimPg(db, options) : claimSqlite(db, options);

/**
 * Claims one queued job by id (a dispatcher such as BullMQ chose it): null when it is no longer
 * queued or is a full job waiting for its tenant's running full job. PostgreSQL takes the same
 * per-tenant advisory lock as claimPg, so two full jobs of a tenant never start together.
 */
export async function claimJobById(db: Knex, id: number, options: ClaimOptions): Promise<BuildJob | null> {
  if (dialectOf(db) !== 'pg') {
    const [row] = await notBlockedFull(db('build_jobs').where({ id, status: 'queued' }), db)
      .update(running(options)(db))
      .returning('*');
    return row ? started(db, row, options) : null;
  }
  return db.transaction(async (trx) => {
    const candidate = await trx('build_jobs').where({ id, status: 'queued' }).first('kind', 'tenant_key').forUpdate();
    if (!candidate) return null;
    if (candidate.kind === 'full')
      await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`build-full:${candidate.tenant_key}`]);
    const [row] = await notBlockedFull(trx('build_jobs').where({ id, status: 'queued' }), trx)
      .update(running(options)(trx))
      .returning('*');
    return row ? started(trx, row, options) : null;
  });
}

/** Whether a full job of `tenantKey` runs (a queued full job of the tenant waits for it). */
export async function fullJobRuns(db: Knex, tenantKey: string): Promise<boolean> {
  return Boolean(await db('build_jobs').where({ tenant_key: tenantKey, kind: 'full', status: 'running' }).first('id'));
}
