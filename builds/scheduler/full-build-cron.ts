import { Cron } from 'croner';
import type { Knex } from 'knex';
import { silentLogger, type Logger } from '../../content-engine/core/logger.ts';
import type { ErrorMonitor } from '../../content-engine/core/error-monitor.ts';
import { listTenants } from '../../content-engine/tenants/queries.ts';
import { jobPriority, type BuildJob, type BuildQueue } from '../queue/build-queue.ts';
import { cronMode, parseBuildCron, type BuildCronEntry } from './build-cron-config.ts';

export interface FullBuildCronOptions {
  db: Knex;
  queue: BuildQueue;
  /** The BUILD_CRON value (default: the environment's). */
  config?: string;
  log?: Logger;
  /** Where the cron's failures are reported (ADR 0084). */
  errors?: ErrorMonitor;
  /** Called after each job queued (e.g. to wake the worker). */
  onQueued?: (job: BuildJob) => void;
}

export interface FullBuildCron {
  /** The schedules in force ("off" entries left out). */
  readonly schedules: { tenant: string; expression: string }[];
  /** Checks that every tenant named exists, then starts the timers. */
  start(): Promise<void>;
  stop(): void;
  /** Queues the full builds of one entry (`*` or a tenant key) now, as its timer would. */
  fire(tenant: string): Promise<BuildJob[]>;
}

/**
 * Scheduled full builds (BUILD_CRON, see build-cron-config.ts): each firing queues a full build
 * of the entry's tenant, or of every tenant without an entry of its own for `*`, at the lowest
 * priority. A tenant whose full build is still queued keeps that one job (the queue coalesces).
 * An invalid BUILD_CRON throws here, at start-up, naming the tenant and the expression.
 */
export function createFullBuildCron({
  db,
  queue,
  config = process.env.BUILD_CRON,
  log = silentLogger,
  errors,
  onQueued,
}: FullBuildCronOptions): FullBuildCron {
  const entries = parseBuildCron(config);
  const schedules = entries.filter((e): e is BuildCronEntry & { expression: string } => e.expression !== null);
  const ownEntries = new Set(entries.filter((e) => e.tenant !== '*').map((e) => e.tenant));
  let timers: Cron[] = [];

  async function tenantsOf(tenant: string): Promise<string[]> {
    if (tenant !== '*') return [tenant];
    return (await listTenants(db, { includeTest: true })).map((t) => t.key).filter((key) => !ownEntries.has(key));
  }

  async function fire(tenant: string): Promise<BuildJob[]> {
    const entry = schedules.find((s) => s.tenant === tenant);
    if (!entry) throw new Error(`BUILD_CRON has no schedule for "${tenant}".`);
    const jobs: BuildJob[] = [];
    for (const tenantKey of await tenantsOf(entry.tenant)) {
      try {
        const job = await queue.enqueue({
          tenantKey,
          kind: 'full',
          priority: jobPriority.scheduledFull,
          reason: `scheduled full build (cron ${entry.expression})`,
        });
        jobs.push(job);
        onQueued?.(job);
      } catch (error) {
        log.error({ err: error, tenantKey }, 'could not queue a scheduled full build');
        await errors?.capture(error, { tenantKey, route: 'cron:full-build' });
      }
    }
    return jobs;
  }

  return {
    schedules: schedules.map(({ tenant, expression }) => ({ tenant, expression })),
    async start() {
      if (timers.length) return;
      const known = new Set((await listTenants(db, { includeTest: true })).map((t) => t.key));
      const unknown = [...ownEntries].filter((key) => !known.has(key));
      if (unknown.length)
        throw new Error(
          `BUILD_CRON names tenants that do not exist: ${unknown.map((k) => `"${k}"`).join(', ')}. Tenants: ${[...known].join(', ')}.`,
        );
      // unref: the timers alone never keep a process alive (the server's listener does).
      const options = {
        mode: cronMode,
        protect: true,
        unref: true,
        catch: (error: unknown) => {
          log.error({ err: error }, 'scheduled full build failed');
          void errors?.capture(error, { route: 'cron:full-build' });
        },
      };
      timers = schedules.map(
        (entry) => new Cron(entry.expression, options, async () => void (await fire(entry.tenant))),
      );
      if (timers.length)
        log.info({ schedules: schedules.map((s) => `${s.tenant}: ${s.expression}`) }, 'scheduled full builds');
    },
    stop() {
      for (const timer of timers) timer.stop();
      timers = [];
    },
    fire,
  };
}
