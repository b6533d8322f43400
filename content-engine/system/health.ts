import { Redis } from 'ioredis';
import type { Knex } from 'knex';
import { errorText } from './error-text.ts';

export interface HealthCheck {
  /** ok, failed, or not_configured */
  status: 'ok' | 'failed' | 'not_configured';
  /** How long the ping took, in ms (null when not tried). */
  latencyMs: number | null;
  detail: string;
}

const timeoutMs = 2_000;

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not answer within ${timeoutMs} ms`)), timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** A timed `select 1` on the engine's database. */
export async function databaseHealth(db: Knex): Promise<HealthCheck> {
  const client = String(db.client.config.client);
  const started = performance.now();
  try {
    await within(db.raw('select 1'), 'the database');
    return { status: 'ok', latencyMs: Math.round((performance.now() - started) * 10) / 10, detail: client };
  } catch (error) {
    return { status: 'failed', latencyMs: null, detail: `${client}: ${errorText(error)}` };
  }
}

/** Redis is in use when REDIS_URL is set or change events go through it (CHANGE_EVENTS=redis). */
export const redisUrlFromEnv = (env: NodeJS.ProcessEnv): string | null =>
  env.REDIS_URL?.trim() || (env.CHANGE_EVENTS === 'redis' ? 'redis://127.0.0.1:6379' : null);

/** A timed PING on a short-lived connection, or not_configured. */
export async function redisHealth(url: string | null): Promise<HealthCheck> {
  if (!url)
    return { status: 'not_configured', latencyMs: null, detail: 'neither REDIS_URL nor CHANGE_EVENTS=redis is set' };
  const where = url.replace(/\/\/[^@/]*@/, '//');
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  const started = performance.now();
  try {
    await within(redis.connect(), 'Redis');
    await within(redis.ping(), 'Redis');
    return { status: 'ok', latencyMs: Math.round((performance.now() - started) * 10) / 10, detail: where };
  } catch (error) {
    return { status: 'failed', latencyMs: null, detail: `${where}: ${errorText(error)}` };
  } finally {
    redis.disconnect();
  }
}
