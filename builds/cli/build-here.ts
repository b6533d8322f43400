import type { Knex } from 'knex';
import { systemClock } from '../../content-engine/core/clock.ts';
import { createEventBus } from '../../content-engine/core/events.ts';
import { consoleLogger } from '../../content-engine/core/logger.ts';
import type { Tenant } from '../../content-engine/core/tenant.ts';
import { processEngine } from '../process-engine.ts';
import { createPageManifest } from '../manifest/page-manifest.ts';
import { createBuildRenderer } from '../render/build-renderer.ts';
import { loadSiteModule } from '../render/site-module.ts';
import { createSiteBuilder } from '../site-builder.ts';
import { removeTempFiles } from '../store/atomic-write.ts';
import type { StaticStore } from '../store/static-store.ts';
import { countsLine, tenantProgressBar } from './progress-bar.ts';

/**
 * Builds the tenants (or `paths` of one) in this process, when no server builds into the same
 * output. The caller has registered this process as a CLI worker for the length of the build: a
 * server started meanwhile holds its build jobs until it ends. Returns whether every tenant built.
 */
export async function buildHere({
  db,
  store,
  tenants,
  paths,
}: {
  db: Knex;
  store: StaticStore;
  tenants: Tenant[];
  paths?: string[];
}): Promise<boolean> {
  // Worker threads, one per core (RENDER_THREADS overrides; 0 or 1 renders in this thread).
  // This process's one engine: the builder's reads and the in-process renders share its memos.
  const engine = processEngine({ db, events: createEventBus(), now: systemClock, log: consoleLogger('warn') });
  const render = createBuildRenderer({ engine, site: await loadSiteModule({ log: console.log }) });
  const builder = createSiteBuilder({
    engine,
    render,
    store,
    manifest: createPageManifest(db),
  });
  let ok = true;
  // A killed build's temporary files (a running server's own are left to it).
  await removeTempFiles(store.tempDir);
  for (const tenant of tenants) {
    await removeTempFiles(store.tenantRoot(tenant.key));
    const bar = tenantProgressBar(tenant.key);
    try {
      const counts = paths
        ? await builder.buildPaths(tenant, paths, bar.update)
        : await builder.buildFull(tenant, bar.update);
      bar.stop();
      console.log(countsLine(counts, bar.seconds()));
    } catch (error) {
      bar.stop();
      ok = false;
      console.error(`  ${tenant.key}: build failed: ${(error as Error).message.slice(0, 500)}`);
    }
  }
  await render.close();
  return ok;
}
