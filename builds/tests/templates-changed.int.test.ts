import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant } from '../../content-engine/layouts/tests/two-tenants.ts';
import { createTestEngine, type TestEngine } from '../../content-engine/testing/test-engine.ts';
import { startBuildPipeline } from '../pipeline.ts';
import { builtBundleVersion } from '../store/site-bundle-version.ts';

/*
 * A deploy with other site templates (a new Astro bundle) rebuilds every built tenant at start;
 * the same bundle again queues nothing.
 */
let engine: TestEngine;

const start = async (bundleVersion: string) => {
  const pipeline = await startBuildPipeline({
    engine: engine.engine,
    site: engine.site!,
    workerId: `templates-${bundleVersion}`,
    buildMissing: true,
    bundleVersion,
  });
  for (const id of pipeline.initialJobs)
    expect((await pipeline.queue.waitUntilSettled(id, { timeoutMs: 60_000 })).status).toBe('done');
  const reasons = await Promise.all(pipeline.initialJobs.map(async (id) => (await pipeline.queue.get(id))?.reason));
  await pipeline.stop();
  return reasons;
};

beforeAll(async () => {
  engine = await createTestEngine({ site: true });
  await buildTenant(engine.db, 'alpha');
});
afterAll(() => engine.close());

describe('starting the pipeline', () => {
  it('builds a tenant with nothing built, then nothing more for the same templates', async () => {
    expect(await start('v1')).toEqual(['nothing built yet']);
    expect(await builtBundleVersion(engine.store!.root)).toBe('v1');
    expect(await start('v1')).toEqual([]);
  });

  it('rebuilds every built tenant when the templates changed', async () => {
    expect(await start('v2')).toEqual(['site templates changed']);
    expect(await builtBundleVersion(engine.store!.root)).toBe('v2');
  });
});
