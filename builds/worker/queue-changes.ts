import type { Engine } from '../../content-engine/core/engine.ts';
import { createBuildQueue } from '../queue/build-queue.ts';
import { listenForChanges } from './change-listener.ts';

/**
 * A web process (MASTHEAD_ROLE=web, ADR 0089) runs no build worker, but the changes it makes must
 * still be queued for regeneration — by it, since change events act once, where they are made
 * (ADR 0081). The worker processes take the jobs from the shared queue.
 */
export function queueChangesForWorkers(engine: Engine): { stop(): void } {
  const queue = createBuildQueue(engine.db, { now: engine.now });
  const stop = listenForChanges({ events: engine.events, queue, wake: () => {}, log: engine.log });
  return { stop };
}
