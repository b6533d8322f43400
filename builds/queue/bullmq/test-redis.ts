import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { lanes, type Lane } from './lanes.ts';
import { redisOptions } from './redis-options.ts';

/*
 * Redis for the BullMQ build queue's tests: TEST_REDIS_URL or the local one, a key prefix of each
 * test's own (parallel runs never share keys), the lanes' job counts, and the keys removed after.
 */
export const testRedisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
export const testConnection = () => redisOptions(testRedisUrl);
export const testPrefix = () => `test-builds-${randomBytes(5).toString('hex')}`;

/** Jobs waiting (prioritized or not), delayed and active in each lane. */
export async function laneCounts(prefix: string): Promise<Record<Lane, number>> {
  const counts = {} as Record<Lane, number>;
  for (const lane of lanes) {
    const queue = new Queue(lane, { connection: testConnection(), prefix });
    const c = await queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active');
    counts[lane] = Object.values(c).reduce((sum, n) => sum + n, 0);
    await queue.close();
  }
  return counts;
}

/** Deletes every key under `prefix`. */
export async function deleteKeys(prefix: string): Promise<void> {
  const redis = new Redis(testRedisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
