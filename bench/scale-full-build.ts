import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import type { Knex } from 'knex';
import { silentLogger } from '../content-engine/core/logger.ts';
import { buildQueueFromEnv } from '../builds/queue/build-queue-from-env.ts';
import { newCliWorkerId, startHeartbeat } from '../builds/queue/worker-registry.ts';
import { round } from './percentiles.ts';
import type { ProcessGroup } from './scale-processes.ts';

export interface FullBuildRun {
  workers: number;
  pages: number;
  seconds: number;
  'pages/s': number;
  /** Jobs of kind `batch` (children of the full job) that ran; 0 before full builds were split. */
  batches: number;
  /** The worker processes that ran those batches. */
  'batch workers': number;
  'load average (1 min) before': number;
  'load average (1 min) after': number;
  result: Record<string, unknown>;
}

async function waitFor<T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** The full job's batch children, counted when build_jobs has parent_id (the batches' migration). */
async function batchesOf(db: Knex, jobId: number) {
  if (!(await db.schema.hasColumn('build_jobs', 'parent_id'))) return { batches: 0, workers: 0 };
  const rows: { locked_by: string | null }[] = await db('build_jobs')
    .where({ kind: 'batch', parent_id: jobId })
    .select('locked_by');
  // A lane claims as `<worker id>-<lane>`; the worker id is `server-<pid>-<hex>`.
  const workers = new Set(rows.map((row) => row.locked_by?.split('-').slice(0, 3).join('-')).filter(Boolean));
  return { batches: rows.length, workers: workers.size };
}

/**
 * One full build of `tenantKey` on `workers` fresh worker processes writing `env.BUILD_OUTPUT_DIR`
 * (empty, with no page of the tenant in the manifest). The full job is queued first, and the
 * workers hold (claim nothing) while the bench is registered as a CLI writer of their output
 * directory, until all of them are up; the clock starts when the bench leaves, and stops at the
 * job's finished_at. The processes keep running (the caller stops them).
 */
export async function measureFullBuild({
  db,
  env,
  group,
  tenantKey,
  workers,
  timeoutMs,
}: {
  db: Knex;
  env: Record<string, string>;
  group: ProcessGroup;
  tenantKey: string;
  workers: number;
  timeoutMs: number;
}): Promise<FullBuildRun> {
  const outputRoot = resolve(env.BUILD_OUTPUT_DIR!);
  const hold = await startHeartbeat({ db, id: newCliWorkerId(), outputRoot, now: Date.now, log: silentLogger });
  const queue = buildQueueFromEnv(db, env);
  let job;
  try {
    job = await queue.enqueue({ tenantKey, kind: 'full', reason: `bench:scale, ${workers} worker(s)` });
  } finally {
    await queue.close?.();
  }
  try {
    await group.start('worker', env, workers);
    await waitFor(
      `${workers} worker(s) registered`,
      async () =>
        (await db('build_workers').where({ output_root: outputRoot }).where('id', 'like', 'server-%')).length >=
        workers,
      60_000,
    );
  } catch (error) {
    await hold.stop();
    throw error;
  }
  const loadBefore = loadavg()[0]!;
  const started = Date.now();
  await hold.stop();
  const row = await waitFor(
    `full job ${job.id} settled`,
    async () => {
      const r = await db('build_jobs').where({ id: job.id }).first();
      return (r.status === 'done' || r.status === 'failed') && r;
    },
    timeoutMs,
  );
  if (row.status !== 'done') throw new Error(`full job ${job.id} failed: ${row.error}`);
  const loadAfter = loadavg()[0]!;
  const result = JSON.parse(row.result ?? '{}') as Record<string, unknown>;
  const pages = Number(result.rendered ?? result.paths ?? 0);
  const seconds = (Number(row.finished_at) - started) / 1000;
  const { batches, workers: batchWorkers } = await batchesOf(db, job.id);
  return {
    workers,
    pages,
    seconds: round(seconds, 1),
    'pages/s': round(pages / seconds, 1),
    batches,
    'batch workers': batchWorkers,
    'load average (1 min) before': round(loadBefore),
    'load average (1 min) after': round(loadAfter),
    result,
  };
}
