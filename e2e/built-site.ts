import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, vi } from 'vitest';
import { seedDemo, type DemoSeedOptions } from '../db/seed/seed-demo.ts';
import { createTestEngine, type TestEngine } from '../content-engine/testing/test-engine.ts';
import { startBuildPipeline, type BuildPipeline } from '../builds/pipeline.ts';

/** A demo site with its admin, seeded, every page built, and its build pipeline running. */
export interface BuiltSite {
  engine: TestEngine;
  pipeline: BuildPipeline;
  /** Its media files, removed by `stop`. */
  filesDir: string;
  stop: () => Promise<void>;
}

/**
 * Seeds the demo tenants into a fresh engine with the site and the admin, starts the build
 * pipeline and waits (with a deadline) until its first full builds are done, so every page is
 * served prebuilt. `name` names the worker and the files folder, which is FILES_DIR until `stop`
 * (the media library writes uploads there).
 */
export async function startBuiltSite(
  name: string,
  seed: Pick<DemoSeedOptions, 'tenants' | 'itemsPerTenant'>,
): Promise<BuiltSite> {
  const filesDir = mkdtempSync(join(tmpdir(), `masthead-e2e-${name}-`));
  vi.stubEnv('FILES_DIR', filesDir);
  const engine = await createTestEngine({ site: true, admin: true, filesDir });
  await seedDemo(engine.db, { ...seed, filesDir });
  const pipeline = await startBuildPipeline({
    engine: engine.engine,
    site: engine.site!,
    workerId: `e2e-${name}`,
    buildMissing: true,
  });
  for (const id of pipeline.initialJobs)
    expect((await pipeline.queue.waitUntilSettled(id, { timeoutMs: 240_000 })).status).toBe('done');
  const stop = async () => {
    await pipeline.stop();
    await engine.close();
    rmSync(filesDir, { recursive: true, force: true });
    vi.unstubAllEnvs();
  };
  return { engine, pipeline, filesDir, stop };
}
