import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed/seed-demo.ts';
import { createEventBus } from '../../content-engine/core/events.ts';
import { silentLogger } from '../../content-engine/core/logger.ts';
import { createPageManifest } from '../manifest/page-manifest.ts';
import { loadSiteModule } from '../render/site-module.ts';
import { tempMarker } from '../store/atomic-write.ts';
import { createStaticStore } from '../store/static-store.ts';
import { processEngine } from '../process-engine.ts';
import { startBuildPipeline } from '../pipeline.ts';
import { childBuildWorkspace, filesUnder } from './child-build-workspace.ts';

/*
 * SIGKILL during a full build: whatever is on disk is whole (temporary files are never served),
 * and a restarted server resumes the interrupted job and finishes it.
 */
const { work, outputDir, dbEnv, openDb, cleanup } = childBuildWorkspace('masthead-kill-');
const tenantKey = 'plantservices';
afterAll(cleanup);

it('leaves only whole files when killed mid-build, and the restarted server finishes the job', async () => {
  const db = await openDb();
  await seedDemo(db, { filesDir: join(work, 'files') });
  await db('tenants').whereNot({ key: tenantKey }).delete();

  // The first server: starts a full build of the tenant (nothing is built yet) and is killed in it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'builds/tests/pipeline-process.fixture.ts'], {
    env: { ...process.env, ...dbEnv, BUILD_OUTPUT_DIR: outputDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (
    let i = 0;
    i < 1200 && filesUnder(join(outputDir, tenantKey)).filter((f) => f.endsWith('index.html')).length < 60;
    i++
  )
    await new Promise((r) => setTimeout(r, 50));
  child.kill('SIGKILL');
  await exited;

  // The full build (or, the tenant being over BUILD_BATCH_PAGES, the full build waiting for its
  // batches and the batch the server was building: ADR 0091) was running when the server died.
  const running = await db('build_jobs').where({ tenant_key: tenantKey, status: 'running' });
  expect(running.filter((job: { kind: string }) => job.kind === 'full')).toHaveLength(1);
  expect(running.filter((job: { kind: string }) => job.kind !== 'full' && job.kind !== 'batch')).toEqual([]);

  // Every served name holds a whole page; the store never serves a temporary file.
  const store = createStaticStore({ root: outputDir });
  const pages = filesUnder(join(outputDir, tenantKey)).filter(
    (f) => !f.includes(tempMarker) && /(\.html|\.xml|\.txt)$/.test(f),
  );
  expect(pages.length).toBeGreaterThan(10);
  for (const file of pages) {
    const name = relative(join(outputDir, tenantKey), file);
    const stored = await store.read(tenantKey, name);
    expect(stored, name).not.toBeNull();
    const text = stored!.body.toString('utf8').trimEnd();
    if (name.endsWith('.html')) expect(text.endsWith('</html>'), name).toBe(true);
    if (name.endsWith('.xml')) expect(text.endsWith('>'), name).toBe(true);
    expect(brotliDecompressSync(stored!.br).equals(stored!.body), name).toBe(true);
    expect(gunzipSync(stored!.gzip).equals(stored!.body), name).toBe(true);
  }

  // The restarted server: recovers the interrupted job and finishes it.
  const manifest = createPageManifest(db);
  const pipeline = await startBuildPipeline({
    engine: processEngine({ db, events: createEventBus(), now: Date.now, log: silentLogger }),
    site: { module: await loadSiteModule({ build: false }), store, manifest },
    workerId: 'restarted',
  });
  try {
    const [job] = await db('build_jobs').where({ tenant_key: tenantKey, kind: 'full' }).select('id');
    const finished = await pipeline.queue.waitUntilSettled(job.id, { timeoutMs: 180_000 });
    expect(finished.status).toBe('done');
    expect(filesUnder(outputDir).filter((f) => f.includes(tempMarker))).toEqual([]);
    const contentCount = Number(
      (
        await db('content')
          .where({ tenant_key: tenantKey, status: 1 })
          .whereNotNull('published')
          .where('published', '<=', Date.now())
          .count({ n: '*' })
          .first()
      )?.n,
    );
    expect(await manifest.count(tenantKey)).toBeGreaterThan(contentCount * 0.9);
    const home = await store.read(tenantKey, 'index.html');
    expect(home?.body.toString()).toContain('</html>');
    expect(readFileSync(join(outputDir, tenantKey, 'robots.txt'), 'utf8')).toContain('Sitemap:');
  } finally {
    await pipeline.stop();
    await db.destroy();
  }
}, 300_000);
