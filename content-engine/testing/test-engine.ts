import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Knex } from 'knex';
import { createDb } from '../../db/connection.ts';
import { migrateLatest } from '../../db/migrate.ts';
import { systemClock, type Clock } from '../core/clock.ts';
import { contextFor, type EngineContext } from '../core/context.ts';
import type { Engine } from '../core/engine.ts';
import { processEngine } from '../../builds/process-engine.ts';
import type { EnginePorts } from '../ports/engine-ports.ts';
import { createEventBus, type ChangeEvent, type SettlingEventBus } from '../core/events.ts';
import { silentLogger } from '../core/logger.ts';
import { buildServer } from '../server/app.ts';
import type { SiteServing } from '../../builds/serve/site-route.ts';
import { siteHost } from '../../builds/serve/site-host.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPageManifest } from '../../builds/manifest/page-manifest.ts';
import { createStaticStore, type StaticStore } from '../../builds/store/static-store.ts';
import { loadSiteModule } from '../../builds/render/site-module.ts';
import { adminDistDir } from '../../builds/admin-build.ts';
import type { AdminRuntimeConfig } from '../server/admin-route.ts';

export interface GqlOptions {
  tenantKey?: string;
  tenantDomain?: string;
  host?: string;
  token?: string;
  operationName?: string;
}

export interface TestEngine {
  db: Knex;
  /** The engine the server runs (createEngine), for contexts of direct operation calls. */
  engine: Engine;
  app: FastifyInstance;
  /** `events.settled()` resolves once the listeners of every change emitted so far have finished. */
  events: SettlingEventBus;
  /** Every change event emitted since the engine started. */
  emitted: ChangeEvent[];
  /** POSTs a GraphQL request through the real HTTP route (in-process, no socket). */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: GqlOptions,
  ): Promise<{ status: number; data?: T; errors?: { message: string; extensions: { code: string } }[] }>;
  /** The static store of prebuilt pages (with `site: true`), in a temporary folder. */
  store?: StaticStore;
  /** What the server serves sites with (with `site: true`): bundle, store and manifest. */
  site?: SiteServing;
  /** A context for calling operations directly. */
  context(overrides?: Partial<EngineContext>): EngineContext;
  close(): Promise<void>;
}

/**
 * Boots the engine on a fresh database with the real migrations: in-memory SQLite, or a
 * throwaway schema of the PostgreSQL database in TEST_DATABASE_URL.
 */
/**
 * `admin: true` serves the built admin SPA at /admin (built once per run by the global setup).
 * `site: true` mounts the Astro site (the server build in dist/, built once per test run by the
 * integration project's global setup) so tests can GET tenant pages by Host.
 */
export async function createTestEngine({
  now = systemClock,
  site = false,
  admin = false,
  adminConfig,
  filesDir,
  ports,
  logger,
}: {
  now?: Clock;
  /** The server's logger (Fastify's options), e.g. a stream a test reads; TEST_LOG's level otherwise. */
  logger?: FastifyServerOptions['logger'];
  site?: boolean;
  admin?: boolean;
  adminConfig?: AdminRuntimeConfig;
  filesDir?: string;
  /** External services in place of the environment's (enginePortsFromEnv), e.g. a mailer the test reads. */
  ports?: Partial<EnginePorts>;
} = {}): Promise<TestEngine> {
  const pgUrl = process.env.TEST_DATABASE_URL?.startsWith('postgres') ? process.env.TEST_DATABASE_URL : undefined;
  const schemaName = pgUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  if (pgUrl && schemaName) {
    const admin = createDb({ url: pgUrl });
    await admin.raw(`CREATE SCHEMA ${schemaName}`);
    await admin.destroy();
  }
  const db = createDb({ url: pgUrl ?? 'sqlite::memory:', searchPath: schemaName });
  await migrateLatest(db);
  const emitted: ChangeEvent[] = [];
  const events = createEventBus();
  events.subscribe((event) => void emitted.push(event));
  const outputDir = site ? mkdtempSync(join(tmpdir(), 'masthead-output-')) : undefined;
  const store = outputDir ? createStaticStore({ root: outputDir }) : undefined;
  const serving = store
    ? { module: await loadSiteModule({ build: false }), store, manifest: createPageManifest(db) }
    : undefined;
  const engine = processEngine({ db, events, now, log: silentLogger, ports });
  const app = await buildServer({
    engine,
    site: serving ? siteHost(serving) : undefined,
    filesDir,
    admin: admin ? { distDir: adminDistDir, config: adminConfig } : undefined,
    logger: logger ?? (process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false),
  });

  return {
    db,
    engine,
    app,
    store,
    site: serving,
    events,
    emitted,
    async gql(query, variables, options = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.tenantKey) headers['tenant-key'] = options.tenantKey;
      if (options.tenantDomain) headers['tenant-domain'] = options.tenantDomain;
      if (options.host) headers.host = options.host;
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers,
        payload: { query, variables, operationName: options.operationName },
      });
      return { status: response.statusCode, ...response.json() };
    },
    context(overrides = {}) {
      return { ...contextFor(engine, { tenant: null, ip: '127.0.0.1' }), ...overrides };
    },
    async close() {
      await app.close();
      await db.destroy();
      if (outputDir) rmSync(outputDir, { recursive: true, force: true });
      if (pgUrl && schemaName) {
        const admin = createDb({ url: pgUrl });
        await admin.raw(`DROP SCHEMA ${schemaName} CASCADE`);
        await admin.destroy();
      }
    },
  };
}
