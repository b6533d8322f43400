import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertTenant } from '../../../content-engine/testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../../content-engine/testing/test-engine.ts';
import { tags as changeTags } from '../../../content-engine/core/change-tags.ts';
import { createBuildQueue, jobPriority } from '../build-queue.ts';
import { buildQueueFromEnv } from '../build-queue-from-env.ts';
import { createBullmqBuildQueue, type BullmqBuildQueue, type BullmqBuildQueueOptions } from './bullmq-build-queue.ts';
import { deleteKeys, laneCounts, testConnection, testPrefix } from './test-redis.ts';

/*
 * The build queue with BullMQ dispatching (ADR 0088) on a real database and the local Redis:
 * build_jobs stays the record (coalescing, attempts, events), BullMQ hands each queued row to one
 * claimer, and the two disagree only until a claim or a recover puts them right.
 */
let engine: TestEngine;
let prefix: string;
const opened: BullmqBuildQueue[] = [];
let queue: BullmqBuildQueue;

const open = (options: Partial<BullmqBuildQueueOptions> = {}) => {
  const q = createBullmqBuildQueue(engine.db, {
    connection: testConnection(),
    prefix,
    lockMs: 2_000,
    fullWaitMs: 100,
    ...options,
  });
  opened.push(q);
  return q;
};
const eventTypes = async (id: number) => (await queue.events(id)).map((e) => e.type);
const publish = (tenantKey: string, id: number) =>
  queue.enqueue({ tenantKey, kind: 'tags', tags: [changeTags.content(id)], reason: `content ${id} changed` });
const full = (tenantKey: string, priority: number = jobPriority.manualFull) =>
  queue.enqueue({ tenantKey, kind: 'full', priority, reason: 'full build' });

beforeAll(async () => {
  engine = await createTestEngine();
  for (const key of ['alpha', 'beta']) await insertTenant(engine.db, { key });
});
afterAll(() => engine.close());

beforeEach(async () => {
  await engine.db('build_job_events').delete();
  await engine.db('build_jobs').delete();
  prefix = testPrefix();
  queue = open();
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((q) => q.close()));
  await deleteKeys(prefix);
});

describe('dispatch order', () => {
  it('hands out publishes before full builds, the publish lane only publishes', async () => {
    const scheduled = await full('beta', jobPriority.scheduledFull);
    const manual = await full('alpha');
    const change = await publish('alpha', 1);
    expect(await laneCounts(prefix)).toEqual({ publish: 1, general: 2 });

    expect((await queue.claim('w-publish', { minPriority: jobPriority.publish }))?.id).toBe(change.id);
    expect(await queue.claim('w-publish', { minPriority: jobPriority.publish })).toBeNull();
    expect((await queue.claim('w-general'))?.id).toBe(manual.id);
    expect((await queue.claim('w-general'))?.id).toBe(scheduled.id);
    expect(await queue.claim('w-general')).toBeNull();
    expect(await queue.get(change.id)).toMatchObject({ status: 'running', lockedBy: 'w-publish', attempts: 1 });
  });

  it('lets the general lane take a publish when it is free', async () => {
    const change = await publish('alpha', 1);
    expect((await queue.claim('w-general'))?.id).toBe(change.id);
  });
});

describe('coalescing', () => {
  it('keeps one row and one BullMQ job for two requests', async () => {
    const first = await publish('alpha', 1);
    const second = await publish('alpha', 2);
    expect(second.id).toBe(first.id);
    expect(await laneCounts(prefix)).toEqual({ publish: 1, general: 0 });
    const claimed = await queue.claim('w1');
    expect(claimed?.tags).toEqual([changeTags.content(1), changeTags.content(2)]);
    expect(await queue.claim('w1')).toBeNull();
    expect(await eventTypes(first.id)).toEqual(['queued', 'coalesced', 'started']);
  });

  it('moves a job whose priority rose to the publish lane', async () => {
    const tail = await queue.enqueue({
      tenantKey: 'alpha',
      kind: 'paths',
      paths: ['/a'],
      priority: 60,
      reason: 'tail',
    });
    expect(await queue.claim('w-publish', { minPriority: jobPriority.publish })).toBeNull();
    await queue.enqueue({ tenantKey: 'alpha', kind: 'paths', paths: ['/b'], reason: 'editor asked' });
    expect(await laneCounts(prefix)).toEqual({ publish: 1, general: 0 });
    const claimed = await queue.claim('w-publish', { minPriority: jobPriority.publish });
    expect(claimed).toMatchObject({ id: tail.id, paths: ['/a', '/b'], priority: jobPriority.paths });
  });
});

describe('settling', () => {
  it('completes the BullMQ job with the row', async () => {
    const job = await publish('alpha', 1);
    await queue.claim('w1');
    await queue.complete(job.id, { pages: 3 });
    expect(await queue.get(job.id)).toMatchObject({ status: 'done', result: { pages: 3 } });
    expect(await laneCounts(prefix)).toEqual({ publish: 0, general: 0 });
  });

  it('retries a failed job after its backoff, then fails it when its attempts are used up', async () => {
    queue = open({ maxAttempts: 2, backoffMs: () => 300 });
    const job = await publish('alpha', 1);
    await queue.claim('w1');
    const retried = await queue.fail(job.id, new Error('renderer crashed'));
    expect(retried).toMatchObject({ status: 'queued', error: 'renderer crashed', attempts: 1 });
    expect(retried.runAfter).toBeGreaterThan(Date.now() - 300);
    await expect.poll(() => queue.claim('w1')).toMatchObject({ id: job.id, attempts: 2 });
    expect((await queue.fail(job.id, new Error('again'))).status).toBe('failed');
    expect(await eventTypes(job.id)).toEqual(['queued', 'started', 'retry', 'started', 'failed']);
    expect(await laneCounts(prefix)).toEqual({ publish: 0, general: 0 });
  });
});

describe('admin control', () => {
  it('cancels a queued job and removes its BullMQ job', async () => {
    const job = await full('alpha');
    expect(await queue.cancel(job.id, 'ada')).toMatchObject({ status: 'failed', error: 'cancelled by ada' });
    expect(await laneCounts(prefix)).toEqual({ publish: 0, general: 0 });
    expect(await queue.claim('w1')).toBeNull();
  });

  it('dispatches a failed job again when an administrator retries it', async () => {
    queue = open({ maxAttempts: 1 });
    const job = await full('alpha');
    await queue.claim('w1');
    await queue.fail(job.id, new Error('disk full'));
    expect(await queue.claim('w1')).toBeNull();
    expect(await queue.retry(job.id, 'ada')).toMatchObject({ status: 'queued', attempts: 0 });
    expect((await queue.claim('w2'))?.id).toBe(job.id);
    expect(await eventTypes(job.id)).toEqual(['queued', 'started', 'failed', 'retried', 'started']);
  });
});

describe('a full job of a tenant whose full job runs', () => {
  it('waits until the running one settles', async () => {
    const first = await full('alpha');
    await queue.claim('w1');
    const second = await full('alpha');
    expect(second.id).not.toBe(first.id);
    expect(await queue.claim('w2')).toBeNull();
    expect(await queue.get(second.id)).toMatchObject({ status: 'queued' });
    await queue.complete(first.id, { pages: 1 });
    await expect.poll(() => queue.claim('w2')).toMatchObject({ id: second.id, status: 'running' });
  });
});

describe('the record and the dispatcher disagreeing', () => {
  it('drops the BullMQ job of a row that settled without it', async () => {
    const job = await full('alpha');
    // Cancelled by a process that does not dispatch through BullMQ.
    await createBuildQueue(engine.db).cancel(job.id, 'ada');
    expect(await laneCounts(prefix)).toEqual({ publish: 0, general: 1 });
    expect(await queue.claim('w1')).toBeNull();
    expect(await laneCounts(prefix)).toEqual({ publish: 0, general: 0 });
  });

  it('dispatches again the running row of a dead worker whose BullMQ job is gone', async () => {
    const job = await full('alpha');
    await queue.claim('dead-worker-1');
    // Redis lost the job (a flush, a failover without persistence).
    await Promise.all(opened.splice(0).map((q) => q.close()));
    await deleteKeys(prefix);
    queue = open();
    expect(await queue.recover()).toBeGreaterThanOrEqual(1);
    expect(await laneCounts(prefix)).toEqual({ publish: 0, general: 1 });
    expect(await queue.claim('w2')).toMatchObject({ id: job.id, attempts: 1, interruptions: 1, lockedBy: 'w2' });
    expect(await eventTypes(job.id)).toEqual(['queued', 'started', 'recovered', 'started']);
  });

  it('dispatches a queued row that has no BullMQ job', async () => {
    const job = await createBuildQueue(engine.db).enqueue({ tenantKey: 'beta', kind: 'full', reason: 'no dispatch' });
    expect(await queue.claim('w1')).toBeNull();
    expect(await queue.recover()).toBe(1);
    expect((await queue.claim('w1'))?.id).toBe(job.id);
  });
});

describe('queue depth', () => {
  it('counts the queued rows, each with its BullMQ job', async () => {
    await publish('alpha', 1);
    await full('alpha');
    await full('beta');
    const running = await publish('beta', 2);
    expect((await queue.claim('w1'))?.tenantKey).toBe(running.tenantKey === 'beta' ? 'alpha' : 'beta');
    const depth = await queue.queuedByTenant();
    expect(depth.sort((a, b) => a.tenantKey.localeCompare(b.tenantKey))).toEqual([
      { tenantKey: 'alpha', queued: 1 },
      { tenantKey: 'beta', queued: 2 },
    ]);
    const counts = await laneCounts(prefix);
    // The claimed one is active in BullMQ, running in build_jobs.
    expect(counts.publish + counts.general).toBe(4);
  });
});

describe('wake-ups', () => {
  it('announces a job another process queued', async () => {
    let announced = 0;
    queue.onRunnable!(() => announced++);
    // The event stream reader attaches in the background: queue (and settle) a job each poll until one is announced.
    const other = open();
    await expect
      .poll(async () => {
        await other.enqueue({ tenantKey: 'alpha', kind: 'paths', paths: ['/p'], reason: 'other' });
        const claimed = await other.claim('other-worker');
        if (claimed) await other.complete(claimed.id, {});
        return announced;
      })
      .toBeGreaterThan(0);
  });
});

describe('configuration', () => {
  it('keeps the embedded queue by default and explains a bad choice', () => {
    expect(buildQueueFromEnv(engine.db, {}).close).toBeUndefined();
    expect(() => buildQueueFromEnv(engine.db, { BUILD_QUEUE: 'bullmq' })).toThrow(/needs REDIS_URL/);
    expect(() => buildQueueFromEnv(engine.db, { BUILD_QUEUE: 'rabbit' })).toThrow(/embedded or bullmq/);
    expect(() => buildQueueFromEnv(engine.db, { BUILD_QUEUE: 'bullmq', REDIS_URL: 'http://x' })).toThrow(/redis:\/\//);
  });
});
