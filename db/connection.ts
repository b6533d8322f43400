import { mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname, resolve } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer.ts';

/** Default database when DATABASE_URL is not set: one SQLite file under var/. */
export const defaultDatabaseUrl = 'sqlite:var/masthead.sqlite';

// Dates are stored as epoch milliseconds in BIGINT columns; read them back as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type DbDialect = 'sqlite' | 'pg';

export interface DbOptions {
  /** `sqlite:<file>`, `sqlite::memory:` or `postgres://…` */
  url?: string;
  /** PostgreSQL schema to use (tests give each suite its own). */
  searchPath?: string;
  /**
   * SQLite files: the connection never checkpoints the write-ahead log inside a commit; a worker
   * thread does, every half second (db/wal-checkpointer.ts). For the processes that write on the
   * thread that also serves or hands out renders (the server, the build CLI).
   */
  checkpointInBackground?: boolean;
}

export function dialectOf(db: Knex): DbDialect {
  return db.client.config.client === 'pg' ? 'pg' : 'sqlite';
}

interface SqliteConnection {
  pragma(source: string): unknown;
  prepare(sql: string): unknown;
}

const preparedStatementsPerConnection = 1_000;

/**
 * knex prepares every statement afresh; with better-sqlite3 preparing costs as much as running a
 * small query. Statements are reusable (the driver is synchronous), so keep the recent ones.
 */
function cachePreparedStatements(conn: SqliteConnection) {
  const prepare = conn.prepare.bind(conn);
  const cache = new Map<string, unknown>();
  conn.prepare = (sql: string) => {
    let statement = cache.get(sql);
    if (statement) {
      cache.delete(sql);
    } else {
      statement = prepare(sql);
      if (cache.size >= preparedStatementsPerConnection) cache.delete(cache.keys().next().value as string);
    }
    cache.set(sql, statement);
    return statement;
  };
}

/** PostgreSQL's work_mem for Masthead's connections: DATABASE_WORK_MEM (e.g. `64MB`), 32MB by default. */
function workMem(): string {
  const value = process.env.DATABASE_WORK_MEM || '32MB';
  if (!/^\d+(kB|MB|GB)$/.test(value)) throw new Error(`DATABASE_WORK_MEM: a size such as 32MB, not "${value}"`);
  return value;
}

/** A PostgreSQL URL with its user: like psql, PGUSER or the operating-system user when it names none. */
export function postgresConnectionString(url: string): string {
  const parsed = new URL(url);
  if (!parsed.username) parsed.username = process.env.PGUSER || userInfo().username;
  return parsed.toString();
}

/** Opens a knex connection: SQLite (WAL, foreign keys on) or PostgreSQL. */
export function createDb({
  url = process.env.DATABASE_URL || defaultDatabaseUrl,
  searchPath = process.env.DATABASE_SCHEMA || undefined,
  checkpointInBackground = false,
}: DbOptions = {}): Knex {
  if (/^postgres(ql)?:\/\//.test(url)) {
    return knexFactory({
      client: 'pg',
      // work_mem: the memory a sort or hash may take before it spills to disk, per connection.
      // PostgreSQL's 4MB default makes a report's year of per-item rollup rows (≈330,000 keys)
      // sort on disk instead of hashing in memory: 1.2–1.3 s instead of well under 1 s.
      // jit off: a report's correlated counts look costly to the planner, which then compiled
      // the query for about a second to run it in 75 ms (the cross-site summary).
      connection: { connectionString: postgresConnectionString(url), options: `-c work_mem=${workMem()} -c jit=off` },
      searchPath: searchPath ? [searchPath] : undefined,
      pool: { min: 1, max: Number(process.env.DATABASE_POOL_MAX || 10) },
    });
  }
  const filename = url.replace(/^sqlite:(\/\/)?/, '') || ':memory:';
  if (filename !== ':memory:') mkdirSync(dirname(resolve(filename)), { recursive: true });
  const background = checkpointInBackground && filename !== ':memory:';
  let checkpointer: WalCheckpointer | undefined;
  const db = knexFactory({
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    // better-sqlite3 is synchronous: one connection serves every query without contention.
    pool: {
      min: 1,
      max: 1,
      afterCreate: (conn: SqliteConnection, done: (err: Error | null, conn: unknown) => void) => {
        cachePreparedStatements(conn);
        conn.pragma('journal_mode = WAL');
        conn.pragma('foreign_keys = ON');
        conn.pragma('synchronous = NORMAL');
        conn.pragma('busy_timeout = 5000');
        conn.pragma('cache_size = -65536'); // 64 MiB of page cache
        conn.pragma('mmap_size = 268435456');
        conn.pragma('temp_store = MEMORY');
        if (background) {
          conn.pragma('wal_autocheckpoint = 0');
          // The log file is cut back to this size when it starts over (a build can grow it).
          conn.pragma(`journal_size_limit = ${64 * 1024 * 1024}`);
          checkpointer ??= startWalCheckpointer(filename);
        }
        done(null, conn);
      },
    },
  });
  if (background) {
    // knex.destroy() ends with its client's: stop the thread (it checkpoints once more) first.
    const client = db.client as { destroy(callback?: unknown): Promise<void> };
    const destroy = client.destroy.bind(client);
    client.destroy = async (callback) => {
      await checkpointer?.stop();
      checkpointer = undefined;
      return destroy(callback);
    };
  }
  return db;
}
