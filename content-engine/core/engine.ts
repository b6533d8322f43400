import type { Knex } from 'knex';
import type { BlockTypePort } from './block-types.ts';
import type { BuildJobs } from './build-jobs.ts';
import type { Clock } from './clock.ts';
import type { EventBus } from './events.ts';
import type { Logger } from './logger.ts';

/**
 * The engine of one process (or one render worker), with the ports it is given (ADR 0037). Built
 * once by the composition root (content-engine/server/main.ts, a build CLI, a render worker,
 * the test engine); every operation context comes from it through contextFor or systemContext
 * (context.ts).
 */
export interface Engine {
  readonly db: Knex;
  readonly events: EventBus;
  readonly now: Clock;
  /** The process's logger; a request's context carries the request's own. */
  readonly log: Logger;
  /** The build queue, as the engine may use it (builds/queue implements it). */
  readonly buildJobs: BuildJobs;
  /** The block types population looks loaders up in (the site's list, passed in: ADR 41). */
  readonly blockTypes: readonly BlockTypePort[];
}

export const createEngine = (ports: Engine): Engine => Object.freeze({ ...ports });
