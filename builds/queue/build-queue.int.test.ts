import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDb, dialectOf } from '../../db/connection.ts';
import { migrateLatest } from '../../db/migrate.ts';
import { insertTenant } from '../../content-engine/testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../content-engine/testing/test-engine.ts';
import { createBuildQueue, jobPriority, type BuildQueue } from './build-queue.ts';
import { maxInterruptions } from './job-lifecycle.ts';
import { tags as changeTags } from '../../content-engine/core/change-tags.ts';

/*
 * The persisted queue on a real database: coalescing, order, retries on an injected clock,
 * recovery by a new queue instance (a restarted process), and claims racing on two connections.
 */
let engine: TestEngine;
let clock: number;
const now = () => clock;
let queue: BuildQueue;

const eventTypes = async (q: BuildQueue, id: number) => (await q.events(id)).map((e) => e.type);

beforeAll(async () => {
  engine = await createTestEngine();
  for (const key of ['alpha', 'beta']) await insertTenant(engine.db, { key });
});
afterAll(() => engine.close());

beforeEach(async () => {
  await engine.db('build_job_events').delete();
  await engine.db('build_jobs').delete();
  clock = 1_800_000_000_000;
  queue = createBuildQueue(engine.db, { now });
});

describe('enqueue', () => {
  it('queues a job with the default priority of its kind and logs why', async () => {
    const job = await queue.enqueue({
      tenantKey: 'alpha',
      kind: 'tags',
      tags: [changeTags.content(1), changeTags.type('Article'), changeTags.content(1)],
      reason: 'content change',
    });
    expect(job).toMatchObject({
      tenantKey: 'alpha',
      kind: 'tags',
      status: 'queued',
      priority: jobPriority.publish,
      tags: [changeTags.content(1), changeTags.type('Article')],
      paths: [],
      attempts: 0,
      maxAttempts: 5,
      runAfter: clock,
      lockedBy: null,
      result: null,
      created: clock,
    });
    expect(await queue.events(job.id)).toEqual([
      expect.objectContaining({ jobId: job.id, at: clock, type: 'queued', message: 'content change' }),
    ]);
    expect((await queue.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'manual' })).priority).toBe(
      jobPriority.manualFull,
    );
  });

  it('merges a tags request into the queued tags job: union of tags, higher priority, reasons appended', async () => {
    const first = await queue.enqueue({
      tenantKey: 'alpha',
      kind: 'tags',
      tags: [changeTags.content(1), changeTags.section(5)],
      priority: 60,
      reason: 'listing change',
    });
    clock += 10;
    const second = await queue.enqueue({
      tenantKey: 'alpha',
      kind: 'tags',
      tags: [changeTags.content(2), changeTags.section(5)],
      reason: 'content change',
    });
    expect(second).toMatchObject({
      id: first.id,
      tags: [changeTags.content(1), changeTags.content(2), changeTags.section(5)],
      priority: jobPriority.publish,
      runAfter: first.runAfter,
      reason: 'listing change; content change',
      updated: clock,
    });
    const third = await queue.enqueue({
      tenantKey: 'alpha',
      kind: 'tags',
      tags: [changeTags.content(3)],
      priority: 1,
      reason: 'content change',
    });
    expect(third).toMatchObject({
      id: first.id,
      priority: jobPriority.publish,
      reason: 'listing change; content change',
    });
    expect(await eventTypes(queue, first.id)).toEqual(['queued', 'coalesced', 'coalesced']);
    expect((await queue.events(first.id))[2]!.message).toBe('content change: added content:3');
  });

  it('merges paths jobs the same way, and keeps kinds and tenants apart', async () => {
    const paths = await queue.enqueue({ tenantKey: 'alpha', kind: 'paths', paths: ['/a'], reason: 'follow-up' });
    expect(
      (await queue.enqueue({ tenantKey: 'alpha', kind: 'paths', paths: ['/b', '/a'], reason: 'follow-up' })).paths,
    ).toEqual(['/a', '/b']);
    const tags = await queue.enqueue({
      tenantKey: 'alpha',
      kind: 'tags',
      tags: [changeTags.settings],
      reason: 'settings change',
    });
    const other = await queue.enqueue({ tenantKey: 'beta', kind: 'paths', paths: ['/a'], reason: 'follow-up' });
    expect(new Set([paths.id, tags.id, other.id]).size).toBe(3);
  });

  it('brings a retried job forward when a new request joins it', async () => {
    const job = await queue.enqueue({
      tenantKey: 'alpha',
      kind: 'tags',
      tags: [changeTags.content(1)],
      reason: 'first',
    });
    await queue.claim('w1');
    const retried = await queue.fail(job.id, new Error('disk full'));
    expect(retried.runAfter).toBe(clock + 1000);
    const merged = await queue.enqueue({
      tenantKey: 'alpha',
      kind: 'tags',
      tags: [changeTags.content(2)],
      reason: 'second',
    });
    expect(merged).toMatchObject({ id: job.id, runAfter: clock, tags: [changeTags.content(1), changeTags.content(2)] });
  });

  it('never changes a running job: a new request queues a job of its own', async () => {
    const running = await queue.enqueue({
      tenantKey: 'alpha',
      kind: 'tags',
      tags: [changeTags.content(1)],
      reason: 'first',
    });
    expect((await queue.claim('w1'))?.id).toBe(running.id);
    const next = await queue.enqueue({
      tenantKey: 'alpha',
      kind: 'tags',
      tags: [changeTags.content(2)],
      reason: 'second',
    });
    expect(next.id).not.toBe(running.id);
    expect((await queue.get(running.id))?.tags).toEqual([changeTags.content(1)]);
  });

  it('returns the queued full job for a full request, and does not let it absorb tags jobs', async () => {
    const full = await queue.enqueue({
      tenantKey: 'alpha',
      kind: 'full',
      priority: jobPriority.scheduledFull,
      reason: 'scheduled full build (cron 0 3 * * *)',
    });
    const again = await queue.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'full build requested by ann' });
    expect(again).toMatchObject({
      id: full.id,
      priority: jobPriority.manualFull,
      reason: 'scheduled full build (cron 0 3 * * *); full build requested by ann',
    });
    const tags = await queue.enqueue({
      tenantKey: 'alpha',
      kind: 'tags',
      tags: [changeTags.content(1)],
      reason: 'publish',
    });
    expect(tags.id).not.toBe(full.id);
    expect((await queue.claim('w1'))?.id).toBe(tags.id);
  });

  it('rejects requests that could not run, saying why', async () => {
    await expect(queue.enqueue({ tenantKey: 'alpha', kind: 'tags', tags: [], reason: 'x' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: expect.stringContaining('a tags job needs at least one tag'),
    });
    await expect(
      queue.enqueue({ tenantKey: 'alpha', kind: 'paths', paths: ['no-slash'], reason: 'x' }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringContaining('paths.0') });
    await expect(queue.enqueue({ tenantKey: 'nobody', kind: 'full', reason: 'x' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('claim', () => {
  it('takes the highest priority first, then the oldest, and marks it running', async () => {
    const full = await queue.enqueue({
      tenantKey: 'alpha',
      kind: 'full',
      priority: jobPriority.scheduledFull,
      reason: 'cron',
    });
    clock += 1;
    const olderPaths = await queue.enqueue({
      tenantKey: 'beta',
      kind: 'paths',
      paths: ['/x'],
      priority: 60,
      reason: 'long tail',
    });
    clock += 1;
    const publish = await queue.enqueue({
      tenantKey: 'alpha',
      kind: 'tags',
      tags: [changeTags.content(1)],
      reason: 'publish',
    });
    clock += 1;
    const newerPaths = await queue.enqueue({
      tenantKey: 'alpha',
      kind: 'paths',
      paths: ['/y'],
      priority: 60,
      reason: 'long tail',
    });
    const order = [];
    for (let job = await queue.claim('w1'); job; job = await queue.claim('w1')) order.push(job.id);
    expect(order).toEqual([publish.id, olderPaths.id, newerPaths.id, full.id]);
    expect(await queue.get(publish.id)).toMatchObject({
      status: 'running',
      lockedBy: 'w1',
      attempts: 1,
      startedAt: clock,
    });
    expect(await queue.events(publish.id)).toEqual([
      expect.objectContaining({ type: 'queued' }),
      expect.objectContaining({ type: 'started', message: 'attempt 1 of 5 by w1' }),
    ]);
  });

  it('claims only the given tenant’s jobs when asked', async () => {
    await queue.enqueue({ tenantKey: 'alpha', kind: 'tags', tags: [changeTags.settings], reason: 'x' });
    expect(await queue.claim('w1', { tenantKey: 'beta' })).toBeNull();
    expect((await queue.claim('w1', { tenantKey: 'alpha' }))?.tenantKey).toBe('alpha');
  });

  it('leaves jobs below a minimum priority to other workers (the publish lane)', async () => {
    const full = await queue.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'nightly' });
    const tail = await queue.enqueue({
      tenantKey: 'alpha',
      kind: 'paths',
      paths: ['/a'],
      priority: 60,
      reason: 'long tail',
    });
    expect(await queue.claim('publish-lane', { minPriority: jobPriority.publish })).toBeNull();
    const publish = await queue.enqueue({
      tenantKey: 'alpha',
      kind: 'tags',
      tags: [changeTags.content(1)],
      reason: 'publish',
    });
    expect((await queue.claim('publish-lane', { minPriority: jobPriority.publish }))?.id).toBe(publish.id);
    expect((await queue.claim('any'))?.id).toBe(tail.id);
    expect((await queue.claim('any'))?.id).toBe(full.id);
  });

  it('does not start a second full build of a tenant while one runs', async () => {
    const first = await queue.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'first' });
    expect((await queue.claim('w1'))?.id).toBe(first.id);
    const second = await queue.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'second' });
    const betaFull = await queue.enqueue({ tenantKey: 'beta', kind: 'full', reason: 'other tenant' });
    expect((await queue.claim('w2'))?.id).toBe(betaFull.id);
    expect(await queue.claim('w2')).toBeNull();
    await queue.complete(first.id, { stored: 1 });
    expect((await queue.claim('w2'))?.id).toBe(second.id);
  });
});

describe('settling', () => {
  it('completes a running job with its result', async () => {
    const job = await queue.enqueue({ tenantKey: 'alpha', kind: 'paths', paths: ['/'], reason: 'x' });
    await queue.claim('w1');
    clock += 250;
    await queue.progress(job.id, '1/2 pages');
    await queue.complete(job.id, { stored: 2, removed: 0, ms: 250 });
    expect(await queue.get(job.id)).toMatchObject({
      status: 'done',
      result: { stored: 2, removed: 0, ms: 250 },
      finishedAt: clock,
      error: null,
    });
    expect(await queue.events(job.id)).toEqual([
      expect.objectContaining({ type: 'queued' }),
      expect.objectContaining({ type: 'started' }),
      expect.objectContaining({ type: 'progress', message: '1/2 pages' }),
      expect.objectContaining({ type: 'done', message: 'stored 2, removed 0, ms 250' }),
    ]);
    await expect(queue.complete(job.id, {})).rejects.toThrow(`Build job ${job.id} is done, not running.`);
    expect(await queue.waitUntilSettled(job.id)).toMatchObject({ status: 'done' });
  });

  it('retries a failed job after 1 s, 2 s, … and fails it for good after its last attempt', async () => {
    const threeTries = createBuildQueue(engine.db, { now, maxAttempts: 3 });
    const job = await threeTries.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'x' });
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect((await threeTries.claim('w1'))?.attempts).toBe(attempt);
      const retried = await threeTries.fail(job.id, new Error(`render failed ${attempt}`));
      expect(retried).toMatchObject({ status: 'queued', error: `render failed ${attempt}`, lockedBy: null });
      delays.push(retried.runAfter - clock);
      expect(await threeTries.claim('w1')).toBeNull();
      clock = retried.runAfter;
    }
    expect(delays).toEqual([1000, 2000]);
    await threeTries.claim('w1');
    const failed = await threeTries.fail(job.id, 'out of memory');
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, error: 'out of memory', finishedAt: clock });
    expect(await eventTypes(threeTries, job.id)).toEqual([
      'queued',
      'started',
      'retry',
      'started',
      'retry',
      'started',
      'failed',
    ]);
    expect((await threeTries.events(job.id))[2]!.message).toBe(
      'attempt 1 of 3 failed, retrying in 1 s: render failed 1',
    );
    expect(await threeTries.claim('w1')).toBeNull();
  });

  it('uses an injected backoff', async () => {
    const slow = createBuildQueue(engine.db, { now, backoffMs: (attempt) => attempt * 60_000 });
    const job = await slow.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'x' });
    await slow.claim('w1');
    expect((await slow.fail(job.id, new Error('x'))).runAfter).toBe(clock + 60_000);
  });

  it('gives up waiting for a job that does not settle', async () => {
    const job = await queue.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'x' });
    await expect(queue.waitUntilSettled(job.id, { timeoutMs: 30 })).rejects.toThrow(
      `Build job ${job.id} did not settle within 30 ms (it is queued).`,
    );
  });
});

describe('recover after a restart', () => {
  it('hands the running jobs of stopped workers back to the queue, optionally by worker prefix', async () => {
    const serverJob = await queue.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'x' });
    const cliJob = await queue.enqueue({ tenantKey: 'beta', kind: 'full', reason: 'x' });
    await queue.claim('server-101', { tenantKey: 'alpha' });
    await queue.claim('cli-202', { tenantKey: 'beta' });
    const restarted = createBuildQueue(engine.db, { now });
    expect(await restarted.recover('server-')).toBe(1);
    expect(await restarted.get(serverJob.id)).toMatchObject({
      status: 'queued',
      lockedBy: null,
      attempts: 0,
      interruptions: 1,
    });
    expect((await restarted.events(serverJob.id)).at(-1)).toMatchObject({
      type: 'recovered',
      message: 'server-101 stopped during attempt 1 (interruption 1, not counted as a failure); queued again',
    });
    expect((await restarted.get(cliJob.id))?.status).toBe('running');
    expect(await restarted.recover()).toBe(1);
    expect((await restarted.claim('server-303'))?.attempts).toBe(1);
  });

  it('retries a job its worker’s death interrupts however often, and counts only its own failures against its attempts', async () => {
    const twice = createBuildQueue(engine.db, { now, maxAttempts: 2, backoffMs: () => 0 });
    const job = await twice.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'x' });
    for (let kill = 1; kill <= 10; kill++) {
      expect((await twice.claim(`server-${kill}`))?.attempts).toBe(1);
      expect(await twice.recover()).toBe(1);
    }
    expect(await twice.get(job.id)).toMatchObject({ status: 'queued', attempts: 0, interruptions: 10 });
    await twice.claim('server-11');
    expect((await twice.fail(job.id, new Error('thrown by the job'))).status).toBe('queued');
    expect((await twice.claim('server-12'))?.attempts).toBe(2);
    expect(await twice.recover()).toBe(1);
    expect((await twice.claim('server-13'))?.attempts).toBe(2);
    expect(await twice.fail(job.id, new Error('thrown again'))).toMatchObject({
      status: 'failed',
      attempts: 2,
      interruptions: 11,
      error: 'thrown again',
    });
  });

  it('fails a job that killed its worker on every one of many restarts instead of running it forever', async () => {
    const job = await queue.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'x' });
    await engine
      .db('build_jobs')
      .where({ id: job.id })
      .update({ interruptions: maxInterruptions - 1 });
    await queue.claim('server-1');
    expect(await createBuildQueue(engine.db, { now }).recover()).toBe(1);
    expect(await queue.get(job.id)).toMatchObject({ status: 'failed', interruptions: maxInterruptions });
  });
});

describe('list and events', () => {
  it('lists one tenant’s jobs newest first, with the total and a status filter', async () => {
    const ids = [];
    for (const kind of ['full', 'tags', 'paths'] as const)
      ids.push(
        (await queue.enqueue({ tenantKey: 'alpha', kind, tags: [changeTags.settings], paths: ['/'], reason: kind })).id,
      );
    await queue.enqueue({ tenantKey: 'beta', kind: 'full', reason: 'beta' });
    await queue.claim('w1', { tenantKey: 'alpha' });
    const page = await queue.list({ tenantKey: 'alpha', limit: 2 });
    expect(page.totalCount).toBe(3);
    expect(page.jobs.map((j) => j.id)).toEqual([ids[2], ids[1]]);
    expect((await queue.list({ tenantKey: 'alpha', offset: 2 })).jobs.map((j) => j.id)).toEqual([ids[0]]);
    expect((await queue.list({ tenantKey: 'alpha', status: 'running' })).jobs.map((j) => j.kind)).toEqual(['tags']);
    expect((await queue.list({ tenantKey: 'beta' })).jobs.map((j) => j.reason)).toEqual(['beta']);
  });
});

describe('claims racing on two connections', () => {
  let dbs: [Knex, Knex];
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    if (dialectOf(engine.db) === 'pg') {
      const [{ schema }] = (await engine.db.raw('select current_schema() as schema')).rows;
      dbs = [engine.db, createDb({ url: process.env.TEST_DATABASE_URL, searchPath: schema })];
      cleanup = () => dbs[1].destroy();
    } else {
      // Two handles on one SQLite file, like the server and the CLI.
      const dir = mkdtempSync(join(tmpdir(), 'masthead-queue-'));
      const url = `sqlite:${join(dir, 'queue.sqlite')}`;
      dbs = [createDb({ url }), createDb({ url })];
      await migrateLatest(dbs[0]);
      for (const key of ['alpha', 'beta']) await insertTenant(dbs[0], { key });
      cleanup = async () => {
        await Promise.all(dbs.map((db) => db.destroy()));
        rmSync(dir, { recursive: true, force: true });
      };
    }
    for (let i = 0; i < 8; i++) await insertTenant(dbs[0], { key: `race${i}` });
  });
  afterAll(() => cleanup());

  it('never hands one job to two claimers, nor two full builds of one tenant', async () => {
    const [a, b] = dbs.map((db) => createBuildQueue(db, { now }));
    await dbs[0]('build_jobs').delete();
    const queued = new Set<number>();
    for (let i = 0; i < 8; i++) {
      const tenantKey = `race${i}`;
      queued.add((await a!.enqueue({ tenantKey, kind: 'tags', tags: [changeTags.content(i)], reason: 'race' })).id);
      queued.add((await b!.enqueue({ tenantKey, kind: 'paths', paths: [`/p${i}`], reason: 'race' })).id);
      queued.add((await a!.enqueue({ tenantKey, kind: 'full', reason: 'race' })).id);
    }
    // Two full builds of race0 queued at once (as two processes enqueueing together might).
    const [row] = await dbs[0]('build_jobs').where({ tenant_key: 'race0', kind: 'full' });
    const { id: _id, ...copy } = row;
    await dbs[0]('build_jobs').insert(copy);

    const claims = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? b! : a!).claim(`worker-${i}`)));
    const claimed = claims.filter((job) => job !== null).map((job) => job!.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.length).toBe(queued.size);
    const runningFulls = await dbs[0]('build_jobs').where({ tenant_key: 'race0', kind: 'full', status: 'running' });
    expect(runningFulls).toHaveLength(1);
    const started = await dbs[1]('build_job_events').where({ type: 'started' }).count({ n: '*' });
    expect(Number(started[0]!.n)).toBe(claimed.length);
  });
});

describe('retry and cancel (the system screen)', () => {
  async function failedJob() {
    const single = createBuildQueue(engine.db, { now, maxAttempts: 1 });
    const job = await single.enqueue({ tenantKey: 'alpha', kind: 'paths', paths: ['/a'], reason: 'one page' });
    await single.claim('w1');
    return single.fail(job.id, new Error('template threw'));
  }

  it('queues a failed job again at once with a fresh attempt budget', async () => {
    const failed = await failedJob();
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    clock += 1000;
    const retried = await queue.retry(failed.id, 'root');
    expect(retried).toMatchObject({ status: 'queued', attempts: 0, runAfter: clock, lockedBy: null, finishedAt: null });
    expect(await eventTypes(queue, failed.id)).toEqual(['queued', 'started', 'failed', 'retried']);
    expect((await queue.claim('w2'))?.id).toBe(failed.id);
  });

  it('retries only a failed job', async () => {
    const job = await queue.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'full' });
    await expect(queue.retry(job.id, 'root')).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: `Build job ${job.id} is queued: only a failed job can be retried.`,
    });
    await expect(queue.retry(999_999, 'root')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('cancels a queued job: failed with who cancelled it, never claimed', async () => {
    const job = await queue.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'full' });
    const cancelled = await queue.cancel(job.id, 'root');
    expect(cancelled).toMatchObject({ status: 'failed', error: 'cancelled by root', finishedAt: clock });
    expect(await eventTypes(queue, job.id)).toEqual(['queued', 'cancelled']);
    expect(await queue.claim('w1')).toBeNull();
  });

  it('refuses to cancel a running or settled job', async () => {
    const job = await queue.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'full' });
    await queue.claim('w1');
    await expect(queue.cancel(job.id, 'root')).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: `Build job ${job.id} is running and cannot be cancelled; it settles on its own.`,
    });
    await queue.complete(job.id, { rendered: 3 });
    await expect(queue.cancel(job.id, 'root')).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    expect((await queue.get(job.id))?.status).toBe('done');
  });

  it('sums up tenants: the last full build that started, failed, queued and running jobs', async () => {
    const full = await queue.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'full' });
    await queue.claim('w1');
    await queue.complete(full.id, { rendered: 7 });
    await failedJob();
    await queue.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'next' });
    expect(await queue.summaries(['alpha', 'beta'])).toEqual([
      {
        tenantKey: 'alpha',
        lastFullBuild: expect.objectContaining({ id: full.id, status: 'done', result: { rendered: 7 } }),
        failed: 1,
        queued: 1,
        running: 0,
      },
      { tenantKey: 'beta', lastFullBuild: null, failed: 0, queued: 0, running: 0 },
    ]);
  });
});
