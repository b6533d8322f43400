import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant } from '../../content-engine/layouts/tests/two-tenants.ts';
import { createTestEngine, type TestEngine } from '../../content-engine/testing/test-engine.ts';
import { startBuildPipeline, type BuildPipeline } from '../pipeline.ts';

/*
 * A build job that throws reaches the engine's error monitor (ADR 0084) with its tenant and kind.
 * The fault is real: the manifest's table is moved away while the job runs.
 */
let engine: TestEngine;
let pipeline: BuildPipeline;

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  await buildTenant(engine.db, 'alpha');
  pipeline = await startBuildPipeline({ engine: engine.engine, site: engine.site!, workerId: 'test' });
}, 120_000);

afterAll(async () => {
  await pipeline?.stop();
  await engine?.close();
});

describe('a failing build job', () => {
  it('is captured by the error monitor with its tenant and kind', async () => {
    await engine.db.schema.renameTable('built_pages', 'built_pages_away');
    try {
      await pipeline.queue.enqueue({ tenantKey: 'alpha', kind: 'full', reason: 'fails on purpose' });
      pipeline.worker.wake();
      await expect
        .poll(() => engine.db('error_events').where({ route: 'build:full' }).first(), { timeout: 60_000, interval: 50 })
        .toMatchObject({ tenant_key: 'alpha', message: expect.stringMatching(/built_pages/) });
    } finally {
      await pipeline.worker.stop();
      await engine.db.schema.renameTable('built_pages_away', 'built_pages');
    }
  });
});
