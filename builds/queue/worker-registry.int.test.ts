import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../content-engine/core/logger.ts';
import { insertTenant } from '../../content-engine/testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../content-engine/testing/test-engine.ts';
import { createBuildQueue } from './build-queue.ts';
import { followJob } from './follow-job.ts';
import { progressMessage } from './job-progress.ts';
import {
  claimedByLive,
  forgetAfterMs,
  liveWorkers,
  newWorkerId,
  staleAfterMs,
  startHeartbeat,
} from './worker-registry.ts';

/*
 * Which build workers are alive (build_workers): a heartbeat registers a pipeline, recovery leaves
 * a live worker's jobs alone and hands back a dead one's, and a follower (the CLI beside a
 * server) sees a job another worker runs through to its end.
 */
let engine: TestEngine;
let clock: number;
const now = () => clock;

/** A process id that ran on this host and has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

const register = (row: { id: string; pid: number; host?: string; seenAt?: number; outputRoot?: string }) =>
  engine.db('build_workers').insert({
    id: row.id,
    host: row.host ?? hostname(),
    pid: row.pid,
    output_root: row.outputRoot ?? '/srv/output',
    started_at: clock,
    seen_at: row.seenAt ?? clock,
  });

beforeAll(async () => {
  engine = await createTestEngine();
  await insertTenant(engine.db, { key: 'alpha' });
});
afterAll(() => engine.close());

beforeEach(async () => {
  await engine.db('build_workers').delete();
  await engine.db('build_job_events').delete();
  await engine.db('build_jobs').delete();
  clock = 1_800_000_000_000;
});

describe('liveness', () => {
  it('registers a pipeline while it beats and forgets it when it stops, and forgets workers long gone', async () => {
    await register({ id: 'server-killed-long-ago', pid: 1, host: 'another-host', seenAt: clock - forgetAfterMs - 1 });
    const id = newWorkerId('server');
    expect(id).toMatch(new RegExp(`^server-${process.pid}-[0-9a-f]{6}$`));
    expect(newWorkerId('server')).not.toBe(id);
    const heartbeat = await startHeartbeat({ db: engine.db, id, outputRoot: '/srv/output', now, log: silentLogger });
    expect(await liveWorkers(engine.db, clock)).toEqual([
      { id, host: hostname(), pid: process.pid, outputRoot: '/srv/output', startedAt: clock, seenAt: clock },
    ]);
    expect(await engine.db('build_workers').pluck('id')).toEqual([id]);
    await heartbeat.stop();
    expect(await liveWorkers(engine.db, clock)).toEqual([]);
  });

  it('counts a worker dead when its process on this host is gone, or when it has not beaten for a while elsewhere', async () => {
    await register({ id: 'server-here-dead', pid: deadPid() });
    await register({ id: 'server-here-alive', pid: process.ppid });
    await register({ id: 'server-elsewhere', pid: 1, host: 'another-host' });
    await register({ id: 'server-elsewhere-quiet', pid: 1, host: 'another-host', seenAt: clock - staleAfterMs - 1 });
    // This process's id under an id it never registered: an earlier instance whose process id came round again.
    await register({ id: 'server-earlier-instance', pid: process.pid });
    expect((await liveWorkers(engine.db, clock)).map((w) => w.id).sort()).toEqual([
      'server-elsewhere',
      'server-here-alive',
    ]);
  });

  it('matches a job to the worker or lane that claimed it', () => {
    const live = [{ id: 'server-1-abc', host: 'h', pid: 1, outputRoot: '/o', startedAt: 0, seenAt: 0 }];
    expect(claimedByLive('server-1-abc', live)).toBe(true);
    expect(claimedByLive('server-1-abc-publish', live)).toBe(true);
    expect(claimedByLive('server-1-abcd', live)).toBe(false);
    expect(claimedByLive(null, live)).toBe(false);
  });
});

describe('recovery', () => {
  it('leaves the jobs of a live worker with it and hands back those of a dead one', async () => {
    const queue = createBuildQueue(engine.db, { now });
    await register({ id: 'server-live', pid: process.ppid });
    await register({ id: 'server-killed', pid: deadPid() });
    const kept = await queue.enqueue({ tenantKey: 'alpha', kind: 'paths', paths: ['/a'], reason: 'x' });
    await queue.claim('server-live-publish');
    const lost = await queue.enqueue({ tenantKey: 'alpha', kind: 'paths', paths: ['/b'], reason: 'y' });
    await queue.claim('server-killed');
    expect(await queue.recover()).toBe(1);
    expect((await queue.get(kept.id))?.status).toBe('running');
    expect(await queue.get(lost.id)).toMatchObject({ status: 'queued', lockedBy: null });
    // Once the live worker has been quiet too long (another host's, say), its jobs go back as well.
    clock += staleAfterMs + 1;
    await engine.db('build_workers').where({ id: 'server-live' }).update({ host: 'another-host' });
    expect(await queue.recover()).toBe(1);
    expect((await queue.get(kept.id))?.status).toBe('queued');
  });
});

describe('following a job another worker runs', () => {
  it('reports its progress and events, and returns it done with what it did', async () => {
    const queue = createBuildQueue(engine.db, { now });
    const job = await queue.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'npm run build:sites' });
    const progress: string[] = [];
    const events: string[] = [];
    const followed = followJob(queue, job.id, {
      pollMs: 5,
      onProgress: (done, total) => progress.push(`${done}/${total}`),
      onEvent: (e) => events.push(e.type),
    });
    await queue.claim('server-1');
    await queue.progress(job.id, progressMessage(10, 40));
    await new Promise((resolve) => setTimeout(resolve, 30));
    await queue.progress(job.id, progressMessage(40, 40));
    await queue.complete(job.id, { stored: 38, removed: 2 });
    expect(await followed).toMatchObject({ status: 'done', result: { stored: 38, removed: 2 } });
    expect(progress).toEqual(['10/40', '40/40']);
    expect(events).toEqual(['queued', 'started', 'done']);
  });

  it('stops following when nothing can run the job any more', async () => {
    const queue = createBuildQueue(engine.db, { now });
    const job = await queue.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'npm run build:sites' });
    let asked = 0;
    const ended = await followJob(queue, job.id, { pollMs: 1, canRun: async () => (asked++, false) });
    expect(ended.status).toBe('queued');
    expect(asked).toBe(1);
  });
});
