import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { Knex } from 'knex';
import { createPageRenderer, type PageRenderer, type PageRendererDeps } from './page-renderer.ts';
import { countingFailures } from './counting-failures.ts';
import { createRenderPool } from './render-pool.ts';
import type { WorkerDatabase } from './render-protocol.ts';

/**
 * Where another thread reaches the same database, or null for an in-memory SQLite database
 * (only its own connection sees it).
 */
export function workerDatabaseOf(db: Knex): WorkerDatabase | null {
  const config = db.client.config as {
    client: string;
    connection: Record<string, unknown>;
    searchPath?: string | string[];
  };
  if (config.client !== 'pg') {
    const filename = String(config.connection.filename ?? ':memory:');
    return filename === ':memory:' || filename === '' ? null : { url: `sqlite:${resolve(filename)}` };
  }
  const searchPath = Array.isArray(config.searchPath) ? config.searchPath[0] : config.searchPath;
  // createDb gives knex the URL as `connectionString` (with the session settings beside it).
  if (typeof config.connection.connectionString === 'string')
    return { url: config.connection.connectionString, searchPath };
  // A URL string: knex parsed it into fields (the password is kept but not enumerable).
  const {
    user = '',
    password = '',
    host = 'localhost',
    port,
    database = '',
  } = config.connection as Record<string, string | undefined>;
  const auth = user ? `${encodeURIComponent(user)}${password ? `:${encodeURIComponent(password)}` : ''}@` : '';
  return { url: `postgres://${auth}${host}${port ? `:${port}` : ''}/${encodeURIComponent(database)}`, searchPath };
}

/** A renderer for builds: in-process, or a pool of render workers that `close()` ends. */
export type BuildRenderer = PageRenderer & { threads: number; close(): Promise<void> };

/** RENDER_THREADS, or one per core. */
export const renderThreads = () =>
  process.env.RENDER_THREADS ? Number(process.env.RENDER_THREADS) : availableParallelism();

/**
 * The renderer for builds: a pool of render workers when there is more than one core to use
 * (RENDER_THREADS, default one per core) and the database is reachable from another thread; the
 * in-process renderer otherwise — with RENDER_THREADS=0 or 1, an in-memory database, or under
 * Vitest (whose tests use the pool explicitly). `close()` ends the workers, if any. The workers
 * load the bundle in `siteDir` (dist by default), the in-process renderer uses `site`: the same one.
 */
export function createBuildRenderer(deps: PageRendererDeps & { threads?: number; siteDir?: string }): BuildRenderer {
  const threads = deps.threads ?? renderThreads();
  if (!Number.isInteger(threads) || threads < 0)
    throw new Error(`RENDER_THREADS must be a whole number of threads, 0 or more; got ${process.env.RENDER_THREADS}`);
  const { db, events, now, log } = deps.engine;
  const database = workerDatabaseOf(db);
  if (threads <= 1 || !database || process.env.VITEST)
    return countingFailures(Object.assign(createPageRenderer(deps), { threads: 0, close: async () => {} }), 'build');
  // Each worker builds its own engine on the same database (render-worker.ts); changes reach it forwarded.
  return countingFailures(createRenderPool({ database, events, now, log, threads, siteDir: deps.siteDir }), 'build');
}
