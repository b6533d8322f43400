import type { Knex } from 'knex';
import type { Clock } from '../content-engine/core/clock.ts';
import { createEngine, type Engine } from '../content-engine/core/engine.ts';
import { enginePortsFromEnv } from '../content-engine/ports/engine-ports.ts';
import type { EventBus } from '../content-engine/core/events.ts';
import type { Logger } from '../content-engine/core/logger.ts';
import { createBuildQueue } from './queue/build-queue.ts';
import { blockTypes } from '../site/blocks/block-types.ts';

/**
 * The engine of a builds process that is not the server (a render worker thread, the
 * `npm run build:sites` CLI, the benchmarks, the standalone pipeline of the process tests), given
 * its database, events, clock and logger; its build jobs are the persisted queue on the same
 * database and clock. Made once per process or worker: renderers, builders, the pipeline and the
 * scheduler take it (the server passes its own engine instead). Operation contexts come from it
 * (contextFor/systemContext), never by hand.
 */
export const buildsEngine = ({
  db,
  events,
  now,
  log,
}: {
  db: Knex;
  events: EventBus;
  now: Clock;
  log: Logger;
}): Engine =>
  createEngine({
    db,
    events,
    now,
    log,
    buildJobs: createBuildQueue(db, { now }),
    blockTypes,
    ...enginePortsFromEnv(process.env),
  });
