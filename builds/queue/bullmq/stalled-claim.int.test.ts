import { spawn, type ChildProcess } from 'node:child_process';
import type { Knex } from 'knex';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertTenant } from '../../../content-engine/testing/fixtures.ts';
import { childBuildWorkspace } from '../../tests/child-build-workspace.ts';
import { createBullmqBuildQueue, type BullmqBuildQueue } from './bullmq-build-queue.ts';
import { deleteKeys, testConnection, testPrefix, testRedisUrl } from './test-redis.ts';

/*
 * A worker killed with SIGKILL while it holds a job (ADR 0088): nothing settles the job, its
 * BullMQ lock is no longer extended and expires, BullMQ's stalled check hands the job to another
 * worker, which takes the row over as an interruption (not a failure).
 */
const lockMs = 1_500;
const { dbEnv, openDb, cleanup } = childBuildWorkspace('masthead-bullmq-stalled-');
const prefix = testPrefix();
let db: Knex;
let queue: BullmqBuildQueue;
let child: ChildProcess | undefined;

beforeAll(async () => {
  db = await openDb();
  await insertTenant(db, { key: 'alpha' });
  queue = createBullmqBuildQueue(db, { connection: testConnection(), prefix, lockMs });
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await queue.close();
  await db.destroy();
  await deleteKeys(prefix);
  await cleanup();
});

it('hands the job of a worker killed with SIGKILL to another worker once its lock expires', async () => {
  const job = await queue.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'full build' });
  child = spawn(process.execPath, ['--import', 'tsx', 'builds/queue/bullmq/claim-and-hold.fixture.ts'], {
    env: { ...process.env, ...dbEnv, REDIS_URL: testRedisUrl, BUILD_QUEUE_PREFIX: prefix, LOCK_MS: String(lockMs) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  await expect.poll(() => output, { timeout: 60_000 }).toContain(`claimed ${job.id}`);
  const holder = (await queue.get(job.id))!.lockedBy;
  expect(holder).toMatch(/^held-/);

  // While the child lives, its lock holds: nobody else gets the job.
  expect(await queue.claim('survivor')).toBeNull();
  child.kill('SIGKILL');
  await expect
    .poll(() => queue.claim('survivor'), { timeout: 60_000, interval: 200 })
    .toMatchObject({
      id: job.id,
      status: 'running',
      lockedBy: 'survivor',
      attempts: 1,
      interruptions: 1,
    });
  const events = await queue.events(job.id);
  expect(events.map((e) => e.type)).toEqual(['queued', 'started', 'recovered', 'started']);
  expect(events[2]!.message).toContain(`${holder} stopped during attempt 1`);
  await queue.complete(job.id, { pages: 1 });
  expect((await queue.get(job.id))?.status).toBe('done');
});
