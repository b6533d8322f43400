import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuildQueue, type BuildQueue } from '../../../builds/queue/build-queue.ts';
import { startHeartbeat, type Heartbeat } from '../../../builds/queue/worker-registry.ts';
import { insertCmsUser, loginAs } from '../../testing/fixtures-cms-users.ts';
import { insertTenant } from '../../testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../testing/test-engine.ts';
import { loadOperationDocuments } from '../../server/documents-route.ts';
import { releaseFromEnv } from '../../error-events/monitor-from-env.ts';

/*
 * /admin/system in the engine: versions, health and every visible tenant's builds; the job list
 * across tenants; retry of a failed job and cancel of a queued one. A user limited to some sites
 * sees and controls their jobs only; others' are NOT_FOUND. Runs the admin's operation documents.
 */

let engine: TestEngine;
let queue: BuildQueue;
let heartbeat: Heartbeat;
const tokens: Record<string, string> = {};
const jobs = {} as Record<'alphaFull' | 'alphaFailed' | 'alphaQueued' | 'betaFailed', number>;

const document = (key: string) => loadOperationDocuments().get(key)!.text;
const run = (key: string, variables: Record<string, unknown>, token?: string, tenantKey?: string) =>
  engine.gql<Record<string, Record<string, unknown>>>(document(key), variables, { token, tenantKey });
const codeOf = (result: { errors?: { extensions: { code: string } }[] }) => result.errors?.[0]?.extensions.code;

/** A job that failed for real: claimed, and failed with its one attempt used up. */
async function failedJob(tenantKey: string, reason: string) {
  const job = await queue.enqueue({ tenantKey, kind: 'paths', paths: ['/broken'], reason });
  await engine.db('build_jobs').where({ id: job.id }).update({ max_attempts: 1 });
  const claimed = await queue.claim('system-test-worker', { tenantKey });
  expect(claimed?.id).toBe(job.id);
  const failed = await queue.fail(job.id, new Error('the template threw'));
  expect(failed.status).toBe('failed');
  return job.id;
}

beforeAll(async () => {
  engine = await createTestEngine();
  queue = createBuildQueue(engine.db);
  await insertTenant(engine.db, { key: 'alpha', name: 'Alpha Weekly' });
  await insertTenant(engine.db, { key: 'beta', name: 'Beta Daily' });
  const users = {
    root: await insertCmsUser(engine.db, { username: 'root', role: 'administrator', isGlobal: true }),
    sam: await insertCmsUser(engine.db, { username: 'sam', role: 'administrator', tenants: ['beta'] }),
    ed: await insertCmsUser(engine.db, { username: 'ed', isGlobal: true }),
  };
  for (const [name, user] of Object.entries(users)) tokens[name] = (await loginAs(engine.context(), user)).bearerToken;

  // Alpha: a full build done (12 pages), a failed job, a queued one; beta: a failed job.
  const full = await queue.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'first build' });
  await queue.claim('system-test-worker', { tenantKey: 'alpha' });
  await queue.complete(full.id, { rendered: 12, stored: 12, removed: 0, failed: 0, ms: 900 });
  jobs.alphaFull = full.id;
  jobs.alphaFailed = await failedJob('alpha', 'alpha broken page');
  jobs.alphaQueued = (await queue.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'again' })).id;
  jobs.betaFailed = await failedJob('beta', 'beta broken page');
  heartbeat = await startHeartbeat({
    db: engine.db,
    id: 'system-test-server',
    outputRoot: '/tmp/masthead-system-test-store',
    now: Date.now,
    log: engine.engine.log,
  });
});
afterAll(async () => {
  await heartbeat.stop();
  await engine.close();
});

describe('systemStatus', () => {
  it('shows a global administrator versions, health, workers and every tenant', async () => {
    const result = await run('query/system/systemStatus', {}, tokens.root);
    expect(result.errors).toBeUndefined();
    const status = result.data!.systemStatus as Record<string, unknown> & {
      tenants: Record<string, unknown>[];
      workers: Record<string, unknown>[];
    };
    expect(status.serverVersion).toBe(
      releaseFromEnv({ ...process.env, npm_package_version: process.env.npm_package_version || '0.1.0' }),
    );
    expect(status.database).toMatchObject({ status: 'ok' });
    expect((status.database as { latencyMs: number }).latencyMs).toBeGreaterThanOrEqual(0);
    expect(status.redis).toHaveProperty('status');
    expect(status.workers).toContainEqual(
      expect.objectContaining({ id: 'system-test-server', pid: process.pid, alive: true }),
    );
    expect(status.tenants).toEqual([
      expect.objectContaining({
        tenantKey: 'alpha',
        name: 'Alpha Weekly',
        lastFullBuild: expect.objectContaining({ id: jobs.alphaFull, status: 'done' }),
        lastFullBuildPages: 12,
        failedJobs: 1,
        queuedJobs: 1,
        runningJobs: 0,
      }),
      expect.objectContaining({ tenantKey: 'beta', lastFullBuild: null, failedJobs: 1, queuedJobs: 0 }),
    ]);
  });

  it('shows a user limited to beta only beta', async () => {
    const result = await run('query/system/systemStatus', {}, tokens.sam);
    expect((result.data!.systemStatus as { tenants: { tenantKey: string }[] }).tenants.map((t) => t.tenantKey)).toEqual(
      ['beta'],
    );
  });

  it('needs a signed-in user with manage_modules', async () => {
    expect(codeOf(await run('query/system/systemStatus', {}))).toBe('UNAUTHENTICATED');
    expect(codeOf(await run('query/system/systemStatus', {}, tokens.ed))).toBe('FORBIDDEN');
  });
});

describe('buildJobs', () => {
  it('lists every visible tenant’s jobs newest first, filtered by status and tenant, paged', async () => {
    const all = await run('query/system/buildJobs', {}, tokens.root);
    expect(all.data!.buildJobs).toMatchObject({ totalCount: 4 });
    const ids = (all.data!.buildJobs!.items as { id: number }[]).map((job) => job.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const failed = await run('query/system/buildJobs', { status: 'failed', tenantKey: 'alpha' }, tokens.root);
    expect(failed.data!.buildJobs).toMatchObject({
      totalCount: 1,
      items: [{ id: jobs.alphaFailed, status: 'failed', error: 'the template threw', tenantKey: 'alpha' }],
    });
    const page = await run('query/system/buildJobs', { skip: 1, limit: 2 }, tokens.root);
    expect((page.data!.buildJobs!.items as { id: number }[]).map((job) => job.id)).toEqual(ids.slice(1, 3));
  });

  it('gives a user limited to beta beta’s jobs only, and none for alpha’s key', async () => {
    const mine = await run('query/system/buildJobs', {}, tokens.sam);
    expect(mine.data!.buildJobs).toMatchObject({ totalCount: 1, items: [{ id: jobs.betaFailed }] });
    const theirs = await run('query/system/buildJobs', { tenantKey: 'alpha' }, tokens.sam);
    expect(theirs.data!.buildJobs).toEqual({ totalCount: 0, items: [] });
  });

  it('refuses bad input', async () => {
    expect(codeOf(await run('query/system/buildJobs', { limit: 1000 }, tokens.root))).toBe('BAD_USER_INPUT');
  });
});

describe('retryBuildJob and cancelBuildJob', () => {
  it('makes another tenant’s job NOT_FOUND for a user limited to beta, changing nothing', async () => {
    const before = await queue.get(jobs.alphaFailed);
    expect(codeOf(await run('mutation/system/retryBuildJob', { id: jobs.alphaFailed }, tokens.sam))).toBe('NOT_FOUND');
    expect(codeOf(await run('mutation/system/cancelBuildJob', { id: jobs.alphaQueued }, tokens.sam))).toBe('NOT_FOUND');
    expect(await queue.get(jobs.alphaFailed)).toEqual(before);
    expect((await queue.get(jobs.alphaQueued))?.status).toBe('queued');
  });

  it('refuses users without manage_modules and anonymous callers', async () => {
    expect(codeOf(await run('mutation/system/retryBuildJob', { id: jobs.betaFailed }, tokens.ed))).toBe('FORBIDDEN');
    expect(codeOf(await run('mutation/system/cancelBuildJob', { id: jobs.alphaQueued }))).toBe('UNAUTHENTICATED');
  });

  it('queues a failed job again with a fresh attempt budget', async () => {
    const result = await run('mutation/system/retryBuildJob', { id: jobs.betaFailed }, tokens.sam);
    expect(result.data!.retryBuildJob).toMatchObject({ id: jobs.betaFailed, status: 'queued', attempts: 0 });
    expect((await queue.events(jobs.betaFailed)).at(-1)).toMatchObject({
      type: 'retried',
      message: 'queued again by sam',
    });
    const again = await run('mutation/system/retryBuildJob', { id: jobs.betaFailed }, tokens.sam);
    expect(codeOf(again)).toBe('BAD_USER_INPUT');
    expect(again.errors?.[0]?.message).toMatch(/only a failed job can be retried/);
    // Runnable again: a worker claims it.
    expect((await queue.claim('system-test-worker', { tenantKey: 'beta' }))?.id).toBe(jobs.betaFailed);
  });

  it('refuses to cancel a running job with a clear message', async () => {
    const result = await run('mutation/system/cancelBuildJob', { id: jobs.betaFailed }, tokens.root);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe(
      `Build job ${jobs.betaFailed} is running and cannot be cancelled; it settles on its own.`,
    );
    expect((await queue.get(jobs.betaFailed))?.status).toBe('running');
  });

  it('cancels a queued job: it is failed, never claimed, and can be retried', async () => {
    const result = await run('mutation/system/cancelBuildJob', { id: jobs.alphaQueued }, tokens.root);
    expect(result.data!.cancelBuildJob).toMatchObject({ status: 'failed', error: 'cancelled by root' });
    expect(await queue.claim('system-test-worker', { tenantKey: 'alpha' })).toBeNull();
    const history = await engine.db('history_entries').where({ tenant_key: 'alpha', action: 'cancel_build_job' });
    expect(history).toHaveLength(1);
  });
});
