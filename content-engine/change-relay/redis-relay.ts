import { Redis } from 'ioredis';
import type { Logger } from '../core/logger.ts';
import { decodeChange, encodeChange, type ChangeRelay } from './change-relay.ts';

/**
 * Change events through Redis pub/sub (ADR 0081): one connection publishes, one subscribes;
 * ioredis reconnects both and subscribes again by itself.
 */
export function createRedisRelay({
  url,
  channel = 'masthead:changes',
  log,
}: {
  url: string;
  channel?: string;
  log: Logger;
}): ChangeRelay {
  const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const connection of [publisher, subscriber])
    connection.on('error', (error) => log.warn({ err: error }, 'change relay: Redis connection error'));
  return {
    kind: 'redis',
    async publish(event) {
      await publisher.publish(channel, encodeChange(event, 512 * 1024));
    },
    async start(deliver) {
      subscriber.on('message', (from: string, payload: string) => {
        if (from !== channel) return;
        const event = decodeChange(payload);
        if (event) deliver(event);
      });
      await Promise.all([publisher.connect(), subscriber.connect()]);
      await subscriber.subscribe(channel);
    },
    async stop() {
      await Promise.all([publisher.quit().catch(() => {}), subscriber.quit().catch(() => {})]);
    },
  };
}
