import type { Knex } from 'knex';
import type { BuildWorkerStatus, TenantBuildSummary } from '../../content-engine/core/build-jobs.ts';
import { builtBundleVersion } from '../store/site-bundle-version.ts';
import { toBuildJob } from './job-rows.ts';
import { isAlive, toWorker } from './worker-registry.ts';

/** Per tenant: the last full build that started, failed jobs, queued and running jobs (/admin/system). */
export async function tenantSummaries(db: Knex, tenantKeys: readonly string[]): Promise<TenantBuildSummary[]> {
  if (tenantKeys.length === 0) return [];
  const counts = await db('build_jobs')
    .whereIn('tenant_key', tenantKeys)
    .groupBy('tenant_key', 'status')
    .select<{ tenant_key: string; status: string; n: number | string }[]>(
      'tenant_key',
      'status',
      db.raw('count(*) as n'),
    );
  const lastFullIds = db('build_jobs')
    .whereIn('tenant_key', tenantKeys)
    .where({ kind: 'full' })
    .whereNotNull('started_at')
    .groupBy('tenant_key')
    .max('id');
  const lastFull = (await db('build_jobs').whereIn('id', lastFullIds)).map(toBuildJob);
  return tenantKeys.map((tenantKey) => {
    const count = (status: string) =>
      Number(counts.find((row) => row.tenant_key === tenantKey && row.status === status)?.n ?? 0);
    return {
      tenantKey,
      lastFullBuild: lastFull.find((job) => job.tenantKey === tenantKey) ?? null,
      failed: count('failed'),
      queued: count('queued'),
      running: count('running'),
    };
  });
}

/** Every registered build worker, alive or not, with the site bundle its output directory was built with. */
export async function workerStatuses(db: Knex, now: number): Promise<BuildWorkerStatus[]> {
  const workers = (await db('build_workers').orderBy('started_at')).map(toWorker);
  return Promise.all(
    workers.map(async (worker) => ({
      id: worker.id,
      host: worker.host,
      pid: worker.pid,
      startedAt: worker.startedAt,
      seenAt: worker.seenAt,
      alive: isAlive(worker, now),
      siteBundleVersion: (await builtBundleVersion(worker.outputRoot))?.trim() || null,
    })),
  );
}
