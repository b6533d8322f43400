import type { EngineContext } from '../core/context.ts';
import { createBuildQueue, type BuildQueue } from '../../builds/queue/build-queue.ts';

/** The persisted build queue on the context's database and clock (server-side only). */
export const buildQueueOf = (ctx: Pick<EngineContext, 'db' | 'now'>): BuildQueue =>
  createBuildQueue(ctx.db, { now: ctx.now });
