import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertTenant } from '../../content-engine/testing/fixtures.ts';
import { createTestEngine, type TestEngine } from '../../content-engine/testing/test-engine.ts';
import { createBuildQueue, jobPriority, type BuildJob, type BuildQueue } from '../queue/build-queue.ts';
import { createFullBuildCron } from './full-build-cron.ts';

/* Scheduled full builds from BUILD_CRON: which tenants each entry builds, and start-up errors. */
let engine: TestEngine;
let queue: BuildQueue;

beforeAll(async () => {
  engine = await createTestEngine();
  for (const key of ['alpha', 'beta', 'gamma']) await insertTenant(engine.db, { key });
  queue = createBuildQueue(engine.db);
});
afterAll(() => engine.close());
beforeEach(async () => {
  await engine.db('build_jobs').delete();
});

const queuedFulls = async () =>
  Object.fromEntries(
    (await engine.db('build_jobs').where({ kind: 'full', status: 'queued' }).orderBy('tenant_key')).map(
      (row: { tenant_key: string; priority: number; reason: string }) => [row.tenant_key, [row.priority, row.reason]],
    ),
  );

describe('scheduled full builds', () => {
  it('queues a low-priority full build of every tenant at the default 03:00 firing', async () => {
    const cron = createFullBuildCron({ db: engine.db, queue, config: undefined });
    expect(cron.schedules).toEqual([{ tenant: '*', expression: '0 3 * * *' }]);
    await cron.fire('*');
    const reason = 'scheduled full build (cron 0 3 * * *)';
    expect(await queuedFulls()).toEqual({
      alpha: [jobPriority.scheduledFull, reason],
      beta: [jobPriority.scheduledFull, reason],
      gamma: [jobPriority.scheduledFull, reason],
    });
  });

  it('lets a tenant’s own entry replace "*" for that tenant, and "off" leave it out', async () => {
    const cron = createFullBuildCron({
      db: engine.db,
      queue,
      config: '{"*":"0 3 * * *","beta":"0 */6 * * *","gamma":"off"}',
    });
    await cron.start();
    try {
      expect((await cron.fire('*')).map((job) => job.tenantKey)).toEqual(['alpha']);
      expect((await cron.fire('beta')).map((job) => job.reason)).toEqual(['scheduled full build (cron 0 */6 * * *)']);
      await expect(cron.fire('gamma')).rejects.toThrow('BUILD_CRON has no schedule for "gamma".');
    } finally {
      cron.stop();
    }
  });

  it('keeps one queued full build per tenant when a firing finds the last one still queued', async () => {
    const cron = createFullBuildCron({ db: engine.db, queue, config: '{"alpha":"0 3 * * *"}' });
    const [first] = await cron.fire('alpha');
    const [second] = await cron.fire('alpha');
    expect(second!.id).toBe(first!.id);
  });

  it('schedules nothing when BUILD_CRON is off', async () => {
    const cron = createFullBuildCron({ db: engine.db, queue, config: 'off' });
    await cron.start();
    expect(cron.schedules).toEqual([]);
    cron.stop();
  });

  it('fails at start-up on an invalid expression or an unknown tenant, naming them', async () => {
    expect(() => createFullBuildCron({ db: engine.db, queue, config: '{"alpha":"0 25 * * *"}' })).toThrow(
      'BUILD_CRON: invalid cron expression "0 25 * * *" for tenant "alpha"',
    );
    const cron = createFullBuildCron({ db: engine.db, queue, config: '{"alpha":"0 3 * * *","omega":"0 4 * * *"}' });
    await expect(cron.start()).rejects.toThrow('BUILD_CRON names tenants that do not exist: "omega".');
  });

  it('fires on its timer once started', async () => {
    const fired = new Promise<BuildJob>((resolve) => {
      const cron = createFullBuildCron({
        db: engine.db,
        queue,
        config: '{"alpha":"* * * * * *"}',
        onQueued: (job) => {
          cron.stop();
          resolve(job);
        },
      });
      void cron.start();
    });
    expect(await fired).toMatchObject({
      tenantKey: 'alpha',
      kind: 'full',
      reason: 'scheduled full build (cron * * * * * *)',
    });
  });
});
