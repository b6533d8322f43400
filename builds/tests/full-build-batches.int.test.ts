import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTenant } from '../../content-engine/layouts/tests/two-tenants.ts';
import { createTestEngine, type TestEngine } from '../../content-engine/testing/test-engine.ts';
import { findTenantByKey } from '../../content-engine/tenants/queries.ts';
import { silentLogger } from '../../content-engine/core/logger.ts';
import type { Tenant } from '../../content-engine/core/tenant.ts';
import { createPageRenderer, type PageRenderer } from '../render/page-renderer.ts';
import { createSiteBuilder } from '../site-builder.ts';
import { createBuildQueue, type BuildJob, type BuildQueue } from '../queue/build-queue.ts';
import { createBuildWorker } from '../worker/build-worker.ts';
import { batchesMark } from '../queue/batches.ts';

/*
 * Batches of a full build (issue 33 item 6, ADR 0091): a full build of more pages than the batch
 * size is queued as batches that any worker takes; the full job waits for them, held by no worker,
 * and the worker that claims it after the last batch removes the leftovers and sums the counts.
 * Failed batches are queued again while the full job has attempts left; cancelling the full job
 * cancels its queued batches; recovery queues a full job whose batches settled without it.
 */
let engine: TestEngine;
let tenant: Tenant;
let queue: BuildQueue;
let allPaths: string[];
const batchPages = 5;

/** A worker over its own builder, whose renders go through `wrap` (a gate, a failing page). */
function worker(id: string, wrap: (render: PageRenderer) => PageRenderer = (render) => render) {
  const render = wrap(createPageRenderer({ engine: engine.engine, site: engine.site!.module }));
  const builder = createSiteBuilder({
    engine: engine.engine,
    render,
    store: engine.store!,
    manifest: engine.site!.manifest,
  });
  const tenantOf = (key: string) => findTenantByKey(engine.db, key);
  return createBuildWorker({
    queue,
    builder,
    tenant: tenantOf,
    log: silentLogger,
    workerId: id,
    batchPages,
    pollMs: 20,
  });
}

const failing =
  (path: string, times: number) =>
  (render: PageRenderer): PageRenderer => {
    let left = times;
    return Object.assign(
      (t: Tenant, p: string, options?: Parameters<PageRenderer>[2]) => {
        if (p === path && left-- > 0) throw new Error(`render of ${p} broke`);
        return render(t, p, options);
      },
      { readAhead: render.readAhead },
    ) as PageRenderer;
  };

const batchesOf = async (job: BuildJob) => queue.batches(job.id);
const eventTypes = async (id: number) => (await queue.events(id)).map((event) => event.type);

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  await buildTenant(engine.db, 'alpha');
  tenant = (await findTenantByKey(engine.db, 'alpha'))!;
  const builder = createSiteBuilder({
    engine: engine.engine,
    render: createPageRenderer({ engine: engine.engine, site: engine.site!.module }),
    store: engine.store!,
    manifest: engine.site!.manifest,
  });
  allPaths = (await builder.fullPaths(tenant)).paths;
});
afterAll(() => engine.close());

beforeEach(async () => {
  await engine.db('build_job_events').delete();
  await engine.db('build_jobs').delete();
  queue = createBuildQueue(engine.db, { backoffMs: () => 0, maxAttempts: 2 });
});

describe('a full build in batches', () => {
  it('is queued as batches, built, and finished with the counts of all of them', async () => {
    expect(allPaths.length).toBeGreaterThan(2 * batchPages);
    const full = await queue.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'test' });
    await worker('w1').drain();

    const done = (await queue.get(full.id))!;
    const batches = await batchesOf(full);
    expect(done.status).toBe('done');
    expect(batches).toHaveLength(Math.ceil(allPaths.length / batchPages));
    expect(batches.every((b) => b.kind === 'batch' && b.status === 'done' && b.parentId === full.id)).toBe(true);
    expect(batches.flatMap((b) => b.paths)).toEqual(allPaths);
    expect(batches[0]!.reason).toBe(`batch 1 of ${batches.length} of full build #${full.id}`);
    expect(done.result).toMatchObject({ paths: allPaths.length, batches: batches.length, rendered: allPaths.length });
    expect(await engine.site!.manifest.count('alpha')).toBe(done.result!.stored);
    // Waiting for batches is not an attempt: the full job finished in its first.
    expect(done.attempts).toBe(1);
    const events = await queue.events(full.id);
    expect(events.find((e) => e.type === 'batches')!.message).toBe(
      `${allPaths.length} pages in ${batches.length} batches for any worker`,
    );
    expect(events.filter((e) => e.type === 'progress').at(-1)!.message).toBe(
      `${allPaths.length}/${allPaths.length} pages`,
    );
    expect(events.map((e) => e.type).slice(-3)).toEqual(['batches', 'started', 'done']);
  });

  it('is shared by two workers, each building batches while the full job waits for them', async () => {
    let secondStarted!: () => void;
    const second = new Promise<void>((resolve) => (secondStarted = resolve));
    // The first worker's renders wait until the second worker has rendered: both take batches.
    const gated = (render: PageRenderer): PageRenderer =>
      Object.assign(async (t: Tenant, p: string, o?: Parameters<PageRenderer>[2]) => (await second, render(t, p, o)), {
        readAhead: render.readAhead,
      }) as PageRenderer;
    const opening = (render: PageRenderer): PageRenderer =>
      Object.assign((t: Tenant, p: string, o?: Parameters<PageRenderer>[2]) => (secondStarted(), render(t, p, o)), {
        readAhead: render.readAhead,
      }) as PageRenderer;
    const full = await queue.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'test' });
    const first = worker('w1', gated);
    const firstDrain = first.drain();
    // The full job waits for its batches, held by no worker.
    const deadline = Date.now() + 30_000;
    while ((await queue.get(full.id))!.lockedBy !== batchesMark(full.id)) {
      if (Date.now() > deadline) throw new Error('the full job never waited for its batches');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await Promise.all([firstDrain, worker('w2', opening).drain()]);
    // Whichever worker settled the last batch, a drain claims the finishing full job.
    await worker('w3').drain();

    expect((await queue.get(full.id))!.status).toBe('done');
    const builtBy = new Set((await batchesOf(full)).map((b) => b.lockedBy));
    expect(builtBy).toEqual(new Set(['w1', 'w2']));
  });

  it('removes pages built earlier that the build no longer lists', async () => {
    const gone = '/gone-since';
    const file = 'gone-since/index.html';
    await engine.store!.numbered(async (seq) => {
      const written = await engine.store!.write('alpha', file, Buffer.from('old page'), { seq, etag: '"old"' });
      await engine.site!.manifest.record('alpha', [
        {
          path: gone,
          file,
          status: 200,
          contentType: 'text/html',
          etag: written!.etag,
          bytes: 8,
          builtAt: 1,
          tags: [],
        },
      ]);
    });
    const full = await queue.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'test' });
    await worker('w1').drain();

    const done = (await queue.get(full.id))!;
    expect(done.result!.removed).toBeGreaterThanOrEqual(1);
    expect(await engine.site!.manifest.get('alpha', gone)).toBeNull();
    expect(existsSync(join(engine.store!.tenantRoot('alpha'), file))).toBe(false);
  });

  it('queues a failed batch again while the full job has attempts, then fails it, and a retry finishes it', async () => {
    const broken = allPaths[batchPages + 1]!;
    const full = await queue.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'test' });
    // Two attempts of the batch, two rounds of the full job: four failed renders.
    await worker('w1', failing(broken, 4)).drain();

    const failed = (await queue.get(full.id))!;
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(
      /^1 of \d+ batches failed \(first: 1 page failed .*render of .* broke\); no attempts left$/,
    );
    expect(await eventTypes(full.id)).toContain('retry');
    const batches = await batchesOf(full);
    expect(batches.filter((b) => b.status === 'failed').map((b) => b.paths.includes(broken))).toEqual([true]);

    // An administrator's retry of the full job queues the failed batch again; now the page renders.
    await queue.retry(full.id, 'admin@example.com');
    await worker('w1').drain();
    const done = (await queue.get(full.id))!;
    expect(done.status).toBe('done');
    expect(done.result).toMatchObject({ paths: allPaths.length, batches: batches.length });
    expect(await engine.site!.manifest.get('alpha', broken)).not.toBeNull();
  });

  it('finishes without a round of the full job when a failed batch succeeds on its own retry', async () => {
    const full = await queue.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'test' });
    await worker('w1', failing(allPaths[0]!, 1)).drain();
    const done = (await queue.get(full.id))!;
    expect(done.status).toBe('done');
    expect(await eventTypes(full.id)).not.toContain('retry');
    expect((await batchesOf(full))[0]!.attempts).toBe(2);
  });
});

describe('a full job waiting for its batches', () => {
  async function waiting() {
    const full = await queue.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'test' });
    expect((await queue.claim('w1'))!.id).toBe(full.id);
    await queue.awaitBatches(full.id, {
      chunks: [['/'], ['/news']],
      enumeratedAt: Date.now(),
      retry: [],
      giveBackAttempt: true,
    });
    return full;
  }

  it('is cancelled with its queued batches', async () => {
    const full = await waiting();
    const cancelled = await queue.cancel(full.id, 'admin@example.com');
    expect(cancelled).toMatchObject({ status: 'failed', error: 'cancelled by admin@example.com' });
    expect((await batchesOf(full)).map((b) => [b.status, b.error])).toEqual([
      ['failed', `cancelled with full build #${full.id} by admin@example.com`],
      ['failed', `cancelled with full build #${full.id} by admin@example.com`],
    ]);
    expect(await queue.claim('w2')).toBeNull();
  });

  it('is left alone by recovery while its batches run, and queued to finish once they settled', async () => {
    const full = await waiting();
    // Its "worker" is no live worker, yet waiting for batches is no interruption.
    expect(await queue.recover()).toBe(0);
    expect((await queue.get(full.id))!).toMatchObject({ status: 'running', lockedBy: batchesMark(full.id) });
    // The batches settled, but the process that settled the last died before it queued the full job.
    await engine.db('build_jobs').where({ parent_id: full.id }).update({ status: 'done', result: '{}' });
    expect(await queue.recover()).toBe(1);
    expect((await queue.get(full.id))!).toMatchObject({ status: 'queued', lockedBy: null, interruptions: 0 });
    expect((await queue.events(full.id)).at(-1)!.message).toBe('its batches had settled; queued to finish');
  });

  it('keeps other full builds of its tenant waiting, and batches are never requested', async () => {
    await waiting();
    const next = await queue.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'another' });
    const claimed: number[] = [];
    for (let job = await queue.claim('w2'); job; job = await queue.claim('w2')) claimed.push(job.id);
    expect(claimed).not.toContain(next.id);
    expect(claimed).toHaveLength(2);
    await expect(
      queue.enqueue({ tenantKey: 'alpha', kind: 'batch' as 'full', paths: ['/'], reason: 'forged' }),
    ).rejects.toThrow(/kind/);
  });
});
