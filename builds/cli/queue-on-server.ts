import type { Knex } from 'knex';
import { systemClock } from '../../content-engine/core/clock.ts';
import type { Tenant } from '../../content-engine/core/tenant.ts';
import { jobPriority } from '../queue/build-queue.ts';
import { buildQueueFromEnv } from '../queue/build-queue-from-env.ts';
import { followJob } from '../queue/follow-job.ts';
import { liveWritersOf, type BuildWorkerRow } from '../queue/worker-registry.ts';
import { siteChangedSince } from '../site-build.ts';
import { countsLine, tenantProgressBar } from './progress-bar.ts';

/** The running servers whose build pipeline writes `outputRoot` (another CLI building on its own claims no jobs). */
export const serversWriting = async (db: Knex, outputRoot: string): Promise<BuildWorkerRow[]> =>
  (await liveWritersOf(db, systemClock(), outputRoot)).servers;

/**
 * Queues the build of each tenant (or `paths` of one) on the running server that writes the same
 * output, and follows the job with a progress bar: the server's builder then keeps this build's
 * writes of a page in order with its publishes, which a second process writing the same files
 * could not. Returns whether every job finished.
 */
export async function queueOnServer({
  db,
  outputRoot,
  servers,
  tenants,
  paths,
}: {
  db: Knex;
  outputRoot: string;
  servers: BuildWorkerRow[];
  tenants: Tenant[];
  paths?: string[];
}): Promise<boolean> {
  const queue = buildQueueFromEnv(db, process.env, { connectPerOperation: true });
  // A server renders with the site bundle it loaded when it started.
  for (const server of servers.filter((s) => siteChangedSince(s.startedAt))) {
    console.warn(
      `The site's templates changed after the running server (process ${server.pid} on ${server.host}) loaded them; it builds with the ones it loaded. Restart npm start to build with the changes.`,
    );
  }
  let ok = true;
  for (const tenant of tenants) {
    const job = await queue.enqueue(
      paths
        ? { tenantKey: tenant.key, kind: 'paths', paths, priority: jobPriority.paths, reason: 'npm run build:sites' }
        : { tenantKey: tenant.key, kind: 'full', priority: jobPriority.manualFull, reason: 'npm run build:sites' },
    );
    // Ctrl-C stops following, not the build: the job is the server's now. Listened for before
    // the job is announced, so a Ctrl-C on seeing it is not the default kill.
    let bar: ReturnType<typeof tenantProgressBar> | undefined = undefined;
    const leave = () => {
      bar?.stop();
      console.log(`\n${tenant.key}: stopped following; the server goes on with build job ${job.id}.`);
      process.exit(130);
    };
    process.once('SIGINT', leave);
    console.log(`${tenant.key}: queued as build job ${job.id} on the running server, which builds it`);
    bar = tenantProgressBar(tenant.key);
    const ended = await followJob(queue, job.id, {
      onProgress: bar.update,
      onEvent: (event) => {
        if (event.type === 'retry' || event.type === 'recovered') console.log(`\n  ${event.message}`);
      },
      canRun: async () => (await serversWriting(db, outputRoot)).length > 0,
    });
    process.off('SIGINT', leave);
    bar.stop();
    if (ended.status === 'done') console.log(countsLine(ended.result ?? {}, bar.seconds()));
    else if (ended.status === 'failed') {
      ok = false;
      console.error(`  ${tenant.key}: build job ${job.id} failed: ${(ended.error ?? '').slice(0, 500)}`);
    } else {
      ok = false;
      console.error(
        `  ${tenant.key}: the server stopped; build job ${job.id} stays ${ended.status} and runs when a server starts (or run this command again with no server running).`,
      );
      break;
    }
  }
  return ok;
}
