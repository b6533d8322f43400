import type { Knex } from 'knex';
import type { Logger } from '../core/logger.ts';
import type { ChangeRelay } from './change-relay.ts';
import { createPostgresRelay } from './postgres-relay.ts';
import { createRedisRelay } from './redis-relay.ts';

type Env = Record<string, string | undefined>;

/**
 * The change relay CHANGE_EVENTS chooses (ADR 0081): `local` (the default: one process, nothing
 * relayed), `postgres` (LISTEN/NOTIFY on DATABASE_URL, which must be PostgreSQL) or `redis`
 * (pub/sub on REDIS_URL, default redis://127.0.0.1:6379).
 */
export function changeRelayFromEnv({
  env,
  db,
  log,
  schema,
}: {
  env: Env;
  db: Knex;
  log: Logger;
  schema?: string;
}): ChangeRelay | null {
  const choice = env.CHANGE_EVENTS?.trim() || 'local';
  if (choice === 'local') return null;
  // Per schema, as PostgreSQL's channel: installations sharing a database in their own schemas do not hear each other.
  if (choice === 'redis')
    return createRedisRelay({
      url: env.REDIS_URL || 'redis://127.0.0.1:6379',
      channel: schema ? `masthead:changes:${schema}` : undefined,
      log,
    });
  if (choice === 'postgres') {
    const url = env.DATABASE_URL ?? '';
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('CHANGE_EVENTS=postgres needs DATABASE_URL=postgres://…');
    return createPostgresRelay({ db, connectionString: url, schema, log });
  }
  throw new Error(`CHANGE_EVENTS must be local, postgres or redis, not "${choice}"`);
}
