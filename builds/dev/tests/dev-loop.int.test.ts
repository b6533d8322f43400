import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobPriority } from '../../../content-engine/core/build-jobs.ts';
import { buildTenant } from '../../../content-engine/layouts/tests/two-tenants.ts';
import { buildServer } from '../../../content-engine/server/app.ts';
import { createTestEngine, type TestEngine } from '../../../content-engine/testing/test-engine.ts';
import { createBuildQueue } from '../../queue/build-queue.ts';
import { siteDistDir } from '../../site-build.ts';
import { builtBundleVersion } from '../../store/site-bundle-version.ts';
import { createDevSite } from '../dev-site.ts';
import type { DevLoop, RebuildResult } from '../dev-loop.ts';
import { reloadScriptPath } from '../reload-channel.ts';
import { reloadScriptTag } from '../reload-injection.ts';

/*
 * `npm run dev`'s rebuild after a template change: the new bundle is swapped in, the page open in
 * a browser is regenerated with it and told to reload, the rest of the tenant is queued as a
 * low-priority full build. A real `astro build` takes 20 s to minutes on a busy machine, so the
 * "rebuilt" bundle here is the built one copied with a footer text changed — what the loop does
 * with a bundle is the same; `npm run bench:dev-loop` runs the real build against `npm run dev`.
 */
const host = 'alpha.example.com';
const original = 'Cookie Preferences';
const changed = 'Cookie Choices (rebuilt)';
const bundlesRoot = `${siteDistDir}-dev-test-${process.pid}`;
let engine: TestEngine;
let app: FastifyInstance;
let port: number;
const rebuilt: RebuildResult[] = [];

/** The built bundle with the footer's button text changed, as if Footer.astro had been edited. */
async function copyWithChangedFooter(dir: string) {
  await cp(siteDistDir, dir, { recursive: true });
  const chunks = join(dir, 'server');
  for (const name of await readdir(chunks, { recursive: true })) {
    if (!name.endsWith('.mjs')) continue;
    const text = await readFile(join(chunks, name), 'utf8');
    if (text.includes(original)) await writeFile(join(chunks, name), text.replaceAll(original, changed));
  }
}

const get = (path: string) => app.inject({ url: path, headers: { host, 'accept-encoding': 'br, gzip' } });

/** Follows the reload channel for `path` as the page's script does; resolves with what it received once it ends. */
function follow(path: string) {
  let received = '';
  const ended = new Promise<string>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: `/__masthead/dev-reload?path=${encodeURIComponent(path)}`, headers: { host } },
      (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (received += chunk));
        response.on('end', () => resolve(received));
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
  return { received: () => received, ended };
}

let devSite: Awaited<ReturnType<typeof createDevSite>>;
let loop: DevLoop;

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  await buildTenant(engine.db, 'alpha');
  devSite = await createDevSite({
    engine: engine.engine,
    site: engine.site!,
    bundlesRoot,
    build: copyWithChangedFooter,
    onRebuilt: (result) => rebuilt.push(result),
  });
  app = await buildServer({ engine: engine.engine, site: devSite.host });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  const { db, now } = engine.engine;
  loop = devSite.attach({ queue: createBuildQueue(db, { now }), worker: { wake: () => {} } });
});

afterAll(async () => {
  await devSite?.stop();
  await app?.close();
  await engine?.close();
  await rm(bundlesRoot, { recursive: true, force: true });
});

describe('npm run dev after a template change', () => {
  it('regenerates the open page with the new bundle, reloads its browser and queues the rest of the tenant', async () => {
    const before = await get('/');
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain(original);
    expect(before.body).toContain(reloadScriptTag);
    const stored = await engine.store!.read('alpha', 'index.html');
    expect(stored).not.toBeNull();

    const browser = follow('/');
    await expect.poll(() => devSite.channel.openPages().get('alpha')).toEqual(['/']);

    await loop.rebuild('site/components/Footer.astro');

    expect(rebuilt).toHaveLength(1);
    expect(rebuilt[0]).toMatchObject({ regenerated: 1, reloaded: 1, queuedFullBuilds: 1 });
    await expect.poll(() => browser.received()).toContain('event: reload');

    // Served from the store, regenerated before the reload; the stored page itself has no script.
    const after = await get('/');
    expect(after.headers['x-masthead-cache']).toBe('static');
    expect(after.body).toContain(changed);
    expect(after.body).toContain(reloadScriptTag);
    const regenerated = await engine.store!.read('alpha', 'index.html');
    expect(regenerated!.body.toString()).toContain(changed);
    expect(regenerated!.body.toString()).not.toContain(reloadScriptPath);

    // A page no browser had open renders with the new bundle too (live, on the swapped module).
    const news = await get('/news');
    expect(news.body).toContain(changed);

    const queue = createBuildQueue(engine.db, { now: engine.engine.now });
    const {
      jobs: [full],
    } = await queue.list({ tenantKey: 'alpha', status: 'queued' });
    expect(full).toMatchObject({ kind: 'full', priority: jobPriority.scheduledFull });
    expect(full!.reason).toBe('site templates changed (npm run dev)');
    expect(await builtBundleVersion(engine.store!.root)).toBe(rebuilt[0]!.version);
  });
});

describe('npm start', () => {
  it('serves pages without the reload script and has no reload channel', async () => {
    const page = await engine.app.inject({ url: '/', headers: { host } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(reloadScriptPath);
    const channel = await engine.app.inject({ url: '/__masthead/dev-reload?path=/', headers: { host } });
    expect(channel.headers['content-type']).not.toContain('text/event-stream');
    const script = await engine.app.inject({ url: reloadScriptPath, headers: { host } });
    expect(script.headers['content-type']).not.toContain('javascript');
  });
});
