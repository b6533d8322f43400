import { readFileSync } from 'node:fs';
import type { EngineContext } from '../../core/context.ts';
import type { BuildJob, BuildWorkerStatus } from '../../core/build-jobs.ts';
import { releaseFromEnv } from '../../error-events/monitor-from-env.ts';
import { databaseHealth, redisHealth, redisUrlFromEnv, type HealthCheck } from '../health.ts';
import { requireSystemViewer } from '../system-access.ts';

export interface TenantSystemStatus {
  tenantKey: string;
  name: string;
  lastFullBuild: BuildJob | null;
  /** Pages the last full build rendered (its result's `rendered`), once done. */
  lastFullBuildPages: number | null;
  /** Milliseconds from its start to its end, once settled. */
  lastFullBuildDurationMs: number | null;
  failedJobs: number;
  queuedJobs: number;
  runningJobs: number;
}

export interface SystemStatus {
  serverVersion: string;
  gitCommit: string | null;
  /** The site bundle the build workers' pages were built with (distinct values, newest worker first). */
  siteBundleVersions: string[];
  database: HealthCheck;
  redis: HealthCheck;
  workers: BuildWorkerStatus[];
  tenants: TenantSystemStatus[];
}

const packageVersion = (() => {
  try {
    const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    return version ?? null;
  } catch {
    return null;
  }
})();

const gitCommitFromEnv = (env: NodeJS.ProcessEnv) =>
  (env.MASTHEAD_GIT_COMMIT || env.GIT_COMMIT || env.SOURCE_COMMIT || '').trim() || null;

/** /admin/system: versions, health of the database, Redis and the build workers, and each visible tenant's builds. */
export async function systemStatus({ ctx }: { ctx: EngineContext }): Promise<SystemStatus> {
  const { tenantKeys, tenantNames } = await requireSystemViewer(ctx);
  const env = process.env;
  const [database, redis, workers, summaries] = await Promise.all([
    databaseHealth(ctx.db),
    redisHealth(redisUrlFromEnv(env)),
    ctx.buildJobs.workers(),
    ctx.buildJobs.summaries(tenantKeys),
  ]);
  const siteBundleVersions = [
    ...new Set(
      [...workers]
        .reverse()
        .map((worker) => worker.siteBundleVersion)
        .filter((version): version is string => Boolean(version)),
    ),
  ];
  return {
    serverVersion: releaseFromEnv({
      ...env,
      npm_package_version: env.npm_package_version || packageVersion || undefined,
    }),
    gitCommit: gitCommitFromEnv(env),
    siteBundleVersions,
    database,
    redis,
    workers,
    tenants: summaries.map((summary) => {
      const last = summary.lastFullBuild;
      const rendered = last?.result?.rendered;
      return {
        tenantKey: summary.tenantKey,
        name: tenantNames.get(summary.tenantKey) ?? summary.tenantKey,
        lastFullBuild: last,
        lastFullBuildPages: typeof rendered === 'number' ? rendered : null,
        lastFullBuildDurationMs:
          last?.startedAt != null && last.finishedAt != null ? last.finishedAt - last.startedAt : null,
        failedJobs: summary.failed,
        queuedJobs: summary.queued,
        runningJobs: summary.running,
      };
    }),
  };
}
