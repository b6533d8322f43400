import type { RedisOptions } from 'ioredis';

/**
 * ioredis options for a redis:// or rediss:// URL. BullMQ opens several connections (blocking ones
 * among them) and needs options it can copy, not a URL; commands wait for a reconnect instead of
 * failing (maxRetriesPerRequest null, as BullMQ requires of workers).
 */
export function redisOptions(url: string): RedisOptions {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`REDIS_URL is not a URL: "${url}"`);
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:')
    throw new Error(`REDIS_URL must start with redis:// or rediss://, not "${parsed.protocol}//"`);
  const db = parsed.pathname.replace(/^\//, '');
  if (db && !/^\d+$/.test(db)) throw new Error(`REDIS_URL's database must be a number, not "${db}"`);
  return {
    host: parsed.hostname || '127.0.0.1',
    port: parsed.port ? Number(parsed.port) : 6379,
    ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
    ...(db ? { db: Number(db) } : {}),
    ...(parsed.protocol === 'rediss:' ? { tls: {} } : {}),
    maxRetriesPerRequest: null,
  };
}
