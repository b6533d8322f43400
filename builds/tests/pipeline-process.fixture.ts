import { createDb } from '../../db/connection.ts';
import { systemClock } from '../../content-engine/core/clock.ts';
import { createEventBus } from '../../content-engine/core/events.ts';
import { consoleLogger } from '../../content-engine/core/logger.ts';
import { createPageManifest } from '../manifest/page-manifest.ts';
import { loadSiteModule } from '../render/site-module.ts';
import { createStaticStore } from '../store/static-store.ts';
import { processEngine } from '../process-engine.ts';
import { startBuildPipeline } from '../pipeline.ts';

/*
 * A server's build pipeline in its own process (DATABASE_URL, DATABASE_SCHEMA, BUILD_OUTPUT_DIR
 * and SITE_DIST_DIR from the environment; BUILD_MISSING=no leaves unbuilt tenants alone), for the
 * tests that kill it mid-build and that run `npm run build:sites` beside it.
 */
const db = createDb({ checkpointInBackground: true });
const site = {
  module: await loadSiteModule({ build: false }),
  store: createStaticStore(),
  manifest: createPageManifest(db),
};
await startBuildPipeline({
  engine: processEngine({ db, events: createEventBus(), now: systemClock, log: consoleLogger('error') }),
  site,
  workerId: `fixture-${process.pid}`,
  buildMissing: process.env.BUILD_MISSING !== 'no',
});
process.stdout.write('pipeline started\n');
