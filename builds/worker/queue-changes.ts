import type { Engine } from '../../content-engine/core/engine.ts';
import { buildQueueFromEnv } from '../queue/build-queue-from-env.ts';
import { listenForChanges } from './change-listener.ts';

/**
 * A web process (MASTHEAD_ROLE=web, ADR 0089) runs no build worker, but the changes it makes must
 * still be queued for regeneration — by it, since change events act once, where they are made
 * (ADR 0081). The worker processes take the jobs from the shared queue (BUILD_QUEUE: the embedded
 * one on the database, or BullMQ, whose job this process adds so a worker starts it at once).
 */
export function queueChangesForWorkers(engine: Engine, env: Record<string, string | undefined> = process.env) {
  const queue = buildQueueFromEnv(engine.db, env, { now: engine.now, log: engine.log });
  const unsubscribe = listenForChanges({ events: engine.events, queue, wake: () => {}, log: engine.log });
  return {
    async stop() {
      unsubscribe();
      await queue.close?.();
    },
  };
}
