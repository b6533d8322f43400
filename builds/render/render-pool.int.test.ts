import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/connection.ts';
import { migrateLatest } from '../../db/migrate.ts';
import { seedDemo } from '../../db/seed/seed-demo.ts';
import { createEventBus } from '../../content-engine/core/events.ts';
import { silentLogger } from '../../content-engine/core/logger.ts';
import { findSiteSettings } from '../../content-engine/core/site-settings-reader.ts';
import { findTenantByKey } from '../../content-engine/tenants/queries.ts';
import type { Tenant } from '../../content-engine/core/tenant.ts';
import { etagOf } from '../store/etag.ts';
import { workerDatabaseOf } from './build-renderer.ts';
import { processEngine } from '../process-engine.ts';
import { createPageRenderer, type PageRenderer } from './page-renderer.ts';
import { createRenderPool, type RenderPool } from './render-pool.ts';
import { loadSiteModule } from './site-module.ts';
import { tags as changeTags } from '../../content-engine/core/change-tags.ts';

/*
 * The render pool renders on worker threads with their own connections to the same database, so
 * this suite uses a database file (SQLite) or a throwaway schema (PostgreSQL in
 * TEST_DATABASE_URL) rather than the in-memory database of createTestEngine.
 */
const pgUrl = process.env.TEST_DATABASE_URL?.startsWith('postgres') ? process.env.TEST_DATABASE_URL : undefined;
const schema = pgUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
const dir = mkdtempSync(join(tmpdir(), 'masthead-render-pool-'));
const now = 1_780_000_000_000;
const clock = () => now;
const events = createEventBus();

let db: Knex;
let tenant: Tenant;
let inProcess: PageRenderer;
const pools: RenderPool[] = [];
const pool = (threads: number) => {
  const created = createRenderPool({ database: workerDatabaseOf(db)!, events, now: clock, log: silentLogger, threads });
  pools.push(created);
  return created;
};

beforeAll(async () => {
  if (pgUrl && schema) {
    const admin = createDb({ url: pgUrl });
    await admin.raw(`CREATE SCHEMA ${schema}`);
    await admin.destroy();
  }
  db = createDb({ url: pgUrl ?? `sqlite:${join(dir, 'pool.sqlite')}`, searchPath: schema });
  await migrateLatest(db);
  await seedDemo(db, { tenants: 1, itemsPerTenant: 60, now: now - 86_400_000 });
  tenant = (await findTenantByKey(db, 'fleetowner'))!;
  inProcess = createPageRenderer({
    engine: processEngine({ db, events, now: clock, log: silentLogger }),
    site: await loadSiteModule({ build: false }),
  });
});

afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
  await db?.destroy();
  rmSync(dir, { recursive: true, force: true });
  if (pgUrl && schema) {
    const admin = createDb({ url: pgUrl });
    await admin.raw(`DROP SCHEMA ${schema} CASCADE`);
    await admin.destroy();
  }
});

async function samplePaths(): Promise<string[]> {
  const article = await db('content')
    .where({ tenant_key: tenant.key, status: 1, type: 'Article' })
    .orderBy('published', 'desc')
    .first('canonical_path');
  const section = await db('website_sections')
    .where({ tenant_key: tenant.key, status: 1 })
    .whereNotNull('parent_id')
    .orderBy('id')
    .first('alias');
  return ['/', `/${section.alias}`, article.canonical_path, '/sitemap.xml', '/robots.txt', '/no-such-page-here'];
}

describe('the render pool', () => {
  it('renders the same status, headers, tags and bytes as the in-process renderer', async () => {
    const renderPool = pool(2);
    for (const path of await samplePaths()) {
      const [expected, actual] = [await inProcess(tenant, path), await renderPool(tenant, path)];
      expect({ ...actual, body: actual.body.toString('utf8') }).toEqual({
        ...expected,
        body: expected.body.toString('utf8'),
      });
    }
    // A render that comes out as the stored page says so (and is not compressed in the worker).
    const home = await inProcess(tenant, '/');
    expect((await renderPool(tenant, '/', { storedEtag: etagOf(home.body) })).unchanged).toBe(true);
    expect((await renderPool(tenant, '/', { storedEtag: '"another page"' })).unchanged).toBeUndefined();
  });

  it('rejects a render that fails in the worker with the error the in-process renderer throws', async () => {
    const renderPool = pool(1);
    const badPath = ':99999/';
    const expected = await inProcess(tenant, badPath).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(expected).toBeTruthy();
    await expect(renderPool(tenant, badPath)).rejects.toThrow(expected!);
    expect((await renderPool(tenant, '/robots.txt')).status).toBe(200);
  });

  it("forwards change events to the workers, so a worker's memoised settings are dropped before the next render", async () => {
    const renderPool = pool(1);
    const { settings } = await findSiteSettings(db, tenant.key);
    const oldName = settings.general.siteName;
    expect((await renderPool(tenant, '/')).body.toString()).toContain(`og:site_name" content="${oldName}"`);

    // Changed behind the engine's back: the worker still shows its memoised settings…
    const newName = `Renamed ${oldName}`;
    await db('site_settings')
      .where({ tenant_key: tenant.key })
      .update({ payload: JSON.stringify({ ...settings, general: { ...settings.general, siteName: newName } }) });
    expect((await renderPool(tenant, '/')).body.toString()).toContain(`og:site_name" content="${oldName}"`);

    // …until the change event reaches it, ahead of the next render.
    events.emit({ tenantKey: tenant.key, kind: 'settings', tags: [changeTags.settings], at: now });
    expect((await renderPool(tenant, '/')).body.toString()).toContain(`og:site_name" content="${newName}"`);

    await db('site_settings')
      .where({ tenant_key: tenant.key })
      .update({ payload: JSON.stringify(settings) });
    events.emit({ tenantKey: tenant.key, kind: 'settings', tags: [changeTags.settings], at: now });
  });

  it("reads ahead in every worker: a window's pages render the same, and an event drops the window before the next render", async () => {
    const renderPool = pool(2);
    const paths = await samplePaths();
    renderPool.readAhead!(tenant, paths);
    for (const path of paths) {
      const [expected, actual] = [await inProcess(tenant, path), await renderPool(tenant, path)];
      expect({ ...actual, body: actual.body.toString('utf8') }).toEqual({
        ...expected,
        body: expected.body.toString('utf8'),
      });
    }
    // Renamed behind the engine's back once both workers loaded a window: they still answer the article from it…
    const article = paths[2]!;
    renderPool.readAhead!(tenant, [article]);
    await Promise.all([renderPool(tenant, article), renderPool(tenant, article)]);
    const { id, name } = await db('content')
      .where({ tenant_key: tenant.key, canonical_path: article })
      .first('id', 'name');
    await db('content').where({ id }).update({ name: 'Renamed Behind the Engine' });
    const pages = await Promise.all([1, 2, 3, 4].map(() => renderPool(tenant, article)));
    for (const page of pages) expect(page.body.toString()).not.toContain('Renamed Behind the Engine');

    // …until the change event reaches them, ahead of the next render.
    events.emit({ tenantKey: tenant.key, kind: 'content', tags: [changeTags.content(id)], at: now });
    expect((await renderPool(tenant, article)).body.toString()).toContain('Renamed Behind the Engine');
    await db('content').where({ id }).update({ name });
    events.emit({ tenantKey: tenant.key, kind: 'content', tags: [changeTags.content(id)], at: now });
  });

  it('rejects the renders of a worker that stops and replaces the worker', async () => {
    const renderPool = pool(1);
    await renderPool(tenant, '/robots.txt');
    const [first] = renderPool.workers();
    const lost = renderPool(tenant, '/');
    await new Promise((resolve) => setImmediate(resolve));
    await first!.terminate();
    await expect(lost).rejects.toThrow(/render worker stopped .* while rendering \//);

    const page = await renderPool(tenant, '/');
    expect(page.status).toBe(200);
    expect(renderPool.workers()).toHaveLength(1);
    expect(renderPool.workers()[0]!.threadId).not.toBe(first!.threadId);
  });
});
