import type { Knex } from 'knex';
import type { Logger } from '../../content-engine/core/logger.ts';
import { createBuildQueue, type BuildQueue, type BuildQueueOptions } from './build-queue.ts';
import { createBullmqBuildQueue } from './bullmq/bullmq-build-queue.ts';
import { redisOptions } from './bullmq/redis-options.ts';

type Env = Record<string, string | undefined>;

/** `masthead-builds`, suffixed with DATABASE_SCHEMA when set: installations sharing a Redis keep apart. */
const defaultPrefix = (env: Env) => ['masthead-builds', env.DATABASE_SCHEMA?.trim()].filter(Boolean).join('-');

/**
 * The build queue BUILD_QUEUE chooses (ADR 0088): `embedded` (the default: build_jobs is the
 * record and the dispatcher) or `bullmq` (build_jobs the record, BullMQ on REDIS_URL the
 * dispatcher; keys prefixed BUILD_QUEUE_PREFIX). Every process that queues or claims jobs on one
 * database must make the same choice.
 */
export function buildQueueFromEnv(
  db: Knex,
  env: Env,
  options: BuildQueueOptions & { log?: Logger; connectPerOperation?: boolean } = {},
): BuildQueue {
  const choice = env.BUILD_QUEUE?.trim() || 'embedded';
  if (choice === 'embedded') return createBuildQueue(db, options);
  if (choice === 'bullmq') {
    const url = env.REDIS_URL?.trim();
    if (!url) throw new Error('BUILD_QUEUE=bullmq needs REDIS_URL=redis://… (the Redis BullMQ keeps its jobs in)');
    return createBullmqBuildQueue(db, {
      ...options,
      connection: redisOptions(url),
      prefix: env.BUILD_QUEUE_PREFIX?.trim() || defaultPrefix(env),
    });
  }
  throw new Error(`BUILD_QUEUE must be embedded or bullmq, not "${choice}"`);
}
