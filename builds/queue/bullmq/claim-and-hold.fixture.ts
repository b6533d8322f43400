import { createDb } from '../../../db/connection.ts';
import { createBullmqBuildQueue } from './bullmq-build-queue.ts';
import { redisOptions } from './redis-options.ts';

/*
 * A worker that claims one build job through BullMQ and holds it (its lock extended) until it is
 * killed: the stalled-claim test SIGKILLs it. DATABASE_URL, DATABASE_SCHEMA, REDIS_URL,
 * BUILD_QUEUE_PREFIX and LOCK_MS from the environment; prints `claimed <id>`.
 */
const db = createDb({});
const queue = createBullmqBuildQueue(db, {
  connection: redisOptions(process.env.REDIS_URL!),
  prefix: process.env.BUILD_QUEUE_PREFIX!,
  lockMs: Number(process.env.LOCK_MS),
});
const deadline = Date.now() + 60_000;
for (;;) {
  const job = await queue.claim(`held-${process.pid}`);
  if (job) {
    process.stdout.write(`claimed ${job.id}\n`);
    break;
  }
  if (Date.now() > deadline) throw new Error('no job to claim');
  await new Promise((resolve) => setTimeout(resolve, 50));
}
// Held until killed: the lock is extended by the queue's timer, this keeps the process alive.
setInterval(() => {}, 1_000);
