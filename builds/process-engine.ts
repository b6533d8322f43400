import type { Knex } from 'knex';
import type { Clock } from '../content-engine/core/clock.ts';
import { createEngine, type Engine } from '../content-engine/core/engine.ts';
import { enginePortsFromEnv, type EnginePorts } from '../content-engine/ports/engine-ports.ts';
import type { EventBus } from '../content-engine/core/events.ts';
import type { Logger } from '../content-engine/core/logger.ts';
import { buildQueueFromEnv } from './queue/build-queue-from-env.ts';
import { blockTypes } from '../site/blocks/block-types.ts';

/**
 * The one engine of a process (ADRs 37, 44): the server's (its composition root, server/main.ts), a
 * render worker thread's, the `npm run build:sites` CLI's, a benchmark's, the test engine's. Given
 * its database, events, clock and logger; its build jobs are the persisted queue on the same
 * database and clock, its block types the site's list, and its external services those the
 * environment configures (`ports` replaces some, as tests do). Renderers, builders, the pipeline,
 * the scheduler and the server take it; operation contexts come from it
 * (contextFor/systemContext), never by hand.
 */
export const processEngine = ({
  db,
  events,
  now,
  log,
  ports,
}: {
  db: Knex;
  events: EventBus;
  now: Clock;
  log: Logger;
  ports?: Partial<EnginePorts>;
}): Engine =>
  createEngine({
    db,
    events,
    now,
    log,
    // Queues and controls jobs, never claims: Redis (BUILD_QUEUE=bullmq) only while it does.
    buildJobs: buildQueueFromEnv(db, process.env, { now, connectPerOperation: true }),
    blockTypes,
    ...enginePortsFromEnv(process.env, { db }),
    ...ports,
  });
